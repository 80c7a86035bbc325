import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { ServerKitModule } from '@site/nest-server-kit';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { CONFIGURATION } from './config/configuration';
import { DatabaseModule } from './database/database.module';
import { KeysModule } from './keys/keys.module';

@Module({
  imports: [
    ConfigModule.forRoot({
      isGlobal: true,
      ignoreEnvFile: true,
      load: CONFIGURATION,
    }),
    DatabaseModule,
    ServerKitModule.forRoot(),
    AuditModule,
    KeysModule,
    AuthModule,
  ],
})
export class AppModule {}
