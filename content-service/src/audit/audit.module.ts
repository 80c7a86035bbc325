import { Global, Module } from '@nestjs/common';
import { AuditLogger } from './audit-logger';

@Global()
@Module({
  providers: [{ provide: AuditLogger, useFactory: () => new AuditLogger() }],
  exports: [AuditLogger],
})
export class AuditModule {}
