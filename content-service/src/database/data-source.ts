import { serviceDataSourceOptions } from '@site/nest-server-kit';
import { DataSource } from 'typeorm';
import { ContentItem } from '../content/content.entity';
import { MediaItem } from '../media/media.entity';
import { SlugRedirect } from '../redirects/slug-redirect.entity';
import { ContentRevision } from '../revisions/content-revision.entity';
import { CreateContentItems1767225600000 } from './migrations/1767225600000-create-content-items';
import { OrdinarySpacesInContent1795413576520 } from './migrations/1795413576520-ordinary-spaces-in-content';
import { RecordWhoChangedContent1795500000000 } from './migrations/1795500000000-record-who-changed-content';
import { CreateAuditEvents1795500000001 } from './migrations/1795500000001-create-audit-events';
import { RevisionsTrashAndRedirects1795600000000 } from './migrations/1795600000000-revisions-trash-and-redirects';
import { CreateMediaLibrary1795700000000 } from './migrations/1795700000000-create-media-library';
import { RenderBodyImages1795800000000 } from './migrations/1795800000000-render-body-images';
import { CreateReadinessLevels1795900000000 } from './migrations/1795900000000-create-readiness-levels';
import { CreateReviewLinks1796050000000 } from './migrations/1796050000000-create-review-links';
import { MediaOriginalsAndFocalPoints1796010000000 } from './migrations/1796010000000-media-originals-and-focal-points';
import { ContentSocialFields1796010000001 } from './migrations/1796010000001-content-social-fields';
import { AuthorNotices1796100000000 } from './migrations/1796100000000-author-notices';

/** The one description of the content database, used by the app (DatabaseModule) and by the TypeORM CLI. */
export const dataSourceOptions = serviceDataSourceOptions({
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
    CreateReadinessLevels1795900000000,
    CreateReviewLinks1796050000000,
    MediaOriginalsAndFocalPoints1796010000000,
    ContentSocialFields1796010000001,
    AuthorNotices1796100000000,
  ],
});

/** For the TypeORM CLI, e.g. `npm run migration:show -w content-service` with DATABASE_URL set. */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL));
