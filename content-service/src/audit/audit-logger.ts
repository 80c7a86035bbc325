import { Injectable } from '@nestjs/common';
import { AuditTrail } from '@site/nest-server-kit';

export type { RequestOrigin } from '@site/nest-server-kit';

export type AuditEventName =
  | 'content.created'
  | 'content.updated'
  | 'content.deleted'
  | 'content.revision-restored'
  | 'content.restored'
  | 'content.deleted-forever'
  | 'content.purged'
  | 'media.uploaded'
  | 'media.deleted'
  | 'content.address-redirected'
  | 'settings.readiness-changed'
  | 'settings.publishing-changed'
  | 'content.review-shared'
  | 'content.review-revoked'
  | 'content.review-approved'
  | 'content.review-changes-requested';

/** One JSON line on stdout per staff change, also stored in content.audit_events (the server kit's AuditTrail). */
@Injectable()
export class AuditLogger extends AuditTrail<AuditEventName> {}
