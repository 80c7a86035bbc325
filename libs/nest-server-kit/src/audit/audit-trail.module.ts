import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { activityController } from './activity.controller';
import { AuditEventTable } from './audit-event-table';
import { AuditRetention } from './audit-retention';
import type { AuditObserver, AuditTrail, AuditTrailOptions } from './audit-trail';

export interface AuditTrailModuleOptions<Trail extends AuditTrail> {
  /** The service's schema, whose `audit_events` table its migrations create. */
  schema: string;
  /** The service's AuditTrail subclass (its event names); injectable everywhere once imported. */
  trail: new (options: AuditTrailOptions) => Trail;
  /** Where administrators read the events, under the global prefix, e.g. `cms/activity`; none when left out. */
  activityPath?: string;
  /** Injectable hooks told of every event (e.g. a service's login metrics); provided inside this module. */
  observers?: Array<Type<AuditObserver>>;
}

/**
 * A service's audit trail, global: every event on stdout and in `<schema>.audit_events`, a daily purge of
 * events older than 365 days, and (with activityPath) the administrators' activity list. Import after the
 * database module.
 */
@Module({})
export class AuditTrailModule {
  static forService<Trail extends AuditTrail>({ schema, trail, activityPath, observers = [] }: AuditTrailModuleOptions<Trail>): DynamicModule {
    return {
      module: AuditTrailModule,
      global: true,
      controllers: activityPath ? [activityController(activityPath)] : [],
      providers: [
        { provide: AuditEventTable, inject: [getDataSourceToken()], useFactory: (dataSource: DataSource) => new AuditEventTable(dataSource, schema) },
        ...observers,
        {
          provide: trail as Type<Trail>,
          inject: [AuditEventTable, ...observers],
          useFactory: (events: AuditEventTable, ...hooks: AuditObserver[]) => new trail({ store: events, observers: hooks }),
        },
        AuditRetention,
      ],
      exports: [trail as Type<Trail>, AuditEventTable],
    };
  }
}
