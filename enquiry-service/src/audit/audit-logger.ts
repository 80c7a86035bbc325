import { Injectable } from '@nestjs/common';
import { AuditTrail } from '@site/nest-server-kit';

export type { RequestOrigin } from '@site/nest-server-kit';

/** Staff actions on the inbox. They name enquiries by id only: never an enquirer's name, address, phone or message. */
export type AuditEventName =
  | 'enquiry.status_changed'
  | 'enquiry.released'
  | 'enquiry.deleted'
  | 'enquiries.exported'
  | 'enquiry.stage_changed'
  | 'enquiry.assigned'
  | 'enquiry.note_added'
  /** Every enquiry of one e-mail address, erased on request; the address is never recorded. */
  | 'enquiries.erased';

/** One JSON line on stdout per staff action, also stored in enquiry.audit_events (the server kit's AuditTrail). */
@Injectable()
export class AuditLogger extends AuditTrail<AuditEventName> {}
