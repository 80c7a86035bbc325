import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_FILTER } from '@nestjs/core';
import { CONFIGURATION } from './config/configuration';
import { DatabaseModule } from './database/database.module';
import { EnquiriesModule } from './enquiries/enquiries.module';
import { HealthModule } from './health/health.module';
import { AuthModule } from './platform/auth/auth.module';
import { HttpErrorFilter } from './platform/http/http-error.filter';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: CONFIGURATION }),
    DatabaseModule,
    AuthModule,
    EnquiriesModule,
    HealthModule,
  ],
  providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }],
})
export class AppModule {}
