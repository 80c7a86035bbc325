import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecuritySettingsController } from './security-settings.controller';
import { SecuritySettings } from './security-settings.entity';
import { SecuritySettingsService } from './security-settings.service';

@Module({
  imports: [TypeOrmModule.forFeature([SecuritySettings])],
  controllers: [SecuritySettingsController],
  providers: [SecuritySettingsService],
  exports: [SecuritySettingsService],
})
export class SecuritySettingsModule {}
