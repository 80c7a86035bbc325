import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActiveSigningKey } from './active-signing-key';
import { JwksController } from './jwks.controller';
import { SigningKey } from './signing-key.entity';
import { SigningKeysRepository } from './signing-keys.repository';
import { SigningKeysService } from './signing-keys.service';

@Module({
  imports: [TypeOrmModule.forFeature([SigningKey])],
  controllers: [JwksController],
  providers: [
    SigningKeysService,
    SigningKeysRepository,
    {
      provide: ActiveSigningKey,
      inject: [SigningKeysService],
      useFactory: (keys: SigningKeysService) => keys.loadActiveKey(),
    },
  ],
  exports: [ActiveSigningKey],
})
export class KeysModule {}
