import { Global, Module } from '@nestjs/common';
import { ActivityController } from './activity.controller';
import { ActivityService } from './activity.service';
import { AuditLogger } from './audit-logger';

@Global()
@Module({
  controllers: [ActivityController],
  providers: [AuditLogger, ActivityService],
  exports: [AuditLogger],
})
export class AuditModule {}
