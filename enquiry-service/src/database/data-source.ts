import { serviceDataSourceOptions } from '@site/nest-server-kit';
import { DataSource } from 'typeorm';
import { Enquiry } from '../enquiries/enquiry.entity';
import { Notification } from '../notifications/notification.entity';
import { CreateEnquiries1779494400000 } from './migrations/1779494400000-create-enquiries';
import { CreateAuditEvents1795500000000 } from './migrations/1795500000000-create-audit-events';
import { HeldEnquiries1796000000000 } from './migrations/1796000000000-held-enquiries';
import { LeadPipeline1797000000000 } from './migrations/1797000000000-lead-pipeline';

/** The one description of the enquiry database, used by the app (DatabaseModule) and by the TypeORM CLI. */
export const dataSourceOptions = serviceDataSourceOptions({
  schema: 'enquiry',
  applicationName: 'enquiry-service',
  entities: [Enquiry, Notification],
  migrations: [CreateEnquiries1779494400000, CreateAuditEvents1795500000000, HeldEnquiries1796000000000, LeadPipeline1797000000000],
});

/** For the TypeORM CLI, e.g. `npm run migration:show -w enquiry-service` with DATABASE_URL set. */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL));
