import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { ContentItem } from '../content/content.entity';
import { SlugRedirect } from '../redirects/slug-redirect.entity';
import { ContentRevision } from '../revisions/content-revision.entity';
import { CreateContentItems1767225600000 } from './migrations/1767225600000-create-content-items';
import { OrdinarySpacesInContent1795413576520 } from './migrations/1795413576520-ordinary-spaces-in-content';
import { RecordWhoChangedContent1795500000000 } from './migrations/1795500000000-record-who-changed-content';
import { CreateAuditEvents1795500000001 } from './migrations/1795500000001-create-audit-events';
import { RevisionsTrashAndRedirects1795600000000 } from './migrations/1795600000000-revisions-trash-and-redirects';
import { CreateMediaLibrary1795700000000 } from './migrations/1795700000000-create-media-library';
import { RenderBodyImages1795800000000 } from './migrations/1795800000000-render-body-images';
import { MediaItem } from '../media/media.entity';

/** The one description of the content database, used by the app and by the TypeORM CLI. */
export function dataSourceOptions(url: string): PostgresConnectionOptions {
  return {
    type: 'postgres',
    url,
    schema: 'content',
    applicationName: 'content-service',
    entities: [ContentItem, ContentRevision, SlugRedirect, MediaItem],
    migrations: [
      CreateContentItems1767225600000,
      OrdinarySpacesInContent1795413576520,
      RecordWhoChangedContent1795500000000,
      CreateAuditEvents1795500000001,
      RevisionsTrashAndRedirects1795600000000,
      CreateMediaLibrary1795700000000,
      RenderBodyImages1795800000000,
    ],
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
