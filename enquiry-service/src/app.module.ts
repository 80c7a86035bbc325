import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { ServerKitModule, StaffAuthModule } from '@site/nest-server-kit';
import { AuditModule } from './audit/audit.module';
import { CONFIGURATION } from './config/configuration';
import { DatabaseModule } from './database/database.module';
import { EnquiriesModule } from './enquiries/enquiries.module';
import { EnquiryMetrics } from './metrics/enquiry-metrics';
import { notificationOutboxMetrics } from './metrics/outbox-metrics';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: CONFIGURATION }),
    DatabaseModule,
    ServerKitModule.forRoot(),
    AuditModule,
    StaffAuthModule,
    EnquiriesModule,
  ],
  providers: [notificationOutboxMetrics, EnquiryMetrics],
})
export class AppModule {}
