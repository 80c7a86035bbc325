import { Global, Module } from '@nestjs/common';
import { ActivityController } from './activity.controller';
import { ActivityService } from './activity.service';
import { LoginMetrics } from '../metrics/login-metrics';
import { AuditLogger } from './audit-logger';

@Global()
@Module({
  controllers: [ActivityController],
  providers: [AuditLogger, ActivityService, LoginMetrics],
  exports: [AuditLogger],
})
export class AuditModule {}
