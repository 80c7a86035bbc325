import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { Enquiry } from '../enquiries/enquiry.entity';
import { Notification } from '../notifications/notification.entity';
import { CreateEnquiries1779494400000 } from './migrations/1779494400000-create-enquiries';
import { CreateAuditEvents1795500000000 } from './migrations/1795500000000-create-audit-events';
import { HeldEnquiries1796000000000 } from './migrations/1796000000000-held-enquiries';

/** The one description of the enquiry database, used by the app and by the TypeORM CLI. */
export function dataSourceOptions(url: string): PostgresConnectionOptions {
  return {
    type: 'postgres',
    url,
    schema: 'enquiry',
    applicationName: 'enquiry-service',
    entities: [Enquiry, Notification],
    migrations: [CreateEnquiries1779494400000, CreateAuditEvents1795500000000, HeldEnquiries1796000000000],
    migrationsTableName: 'migrations',
    migrationsRun: true,
    synchronize: false,
    // gen_random_uuid() is built into Postgres 13+; the role may not create extensions.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    maxQueryExecutionTime: 1000,
  };
}

/** For the TypeORM CLI: `npx typeorm migration:revert -d dist/database/data-source.js`. */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL ?? ''));
