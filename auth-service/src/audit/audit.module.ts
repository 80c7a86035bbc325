import { Global, Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { AuditEventTable, AuditRetention } from '@site/nest-server-kit';
import type { DataSource } from 'typeorm';
import { LoginMetrics } from '../metrics/login-metrics';
import { ActivityController } from './activity.controller';
import { AuditLogger } from './audit-logger';

@Global()
@Module({
  controllers: [ActivityController],
  providers: [
    { provide: AuditEventTable, inject: [getDataSourceToken()], useFactory: (dataSource: DataSource) => new AuditEventTable(dataSource, 'auth') },
    AuditRetention,
    AuditLogger,
    LoginMetrics,
  ],
  exports: [AuditLogger],
})
export class AuditModule {}
