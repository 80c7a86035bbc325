import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecuritySettingsController } from './security-settings.controller';
import { SecuritySettings } from './security-settings.entity';
import { SecuritySettingsRepository } from './security-settings.repository';
import { SecuritySettingsService } from './security-settings.service';

@Module({
  imports: [TypeOrmModule.forFeature([SecuritySettings])],
  controllers: [SecuritySettingsController],
  providers: [SecuritySettingsService, SecuritySettingsRepository],
  exports: [SecuritySettingsService],
})
export class SecuritySettingsModule {}
