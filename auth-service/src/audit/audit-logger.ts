import { Injectable } from '@nestjs/common';
import { AuditTrail } from '@site/nest-server-kit';

export type { RequestOrigin } from '@site/nest-server-kit';

export type AuditEventName =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.throttled'
  | 'logout'
  | 'session.renewed'
  | 'session.renewal_refused'
  | 'password.changed'
  | 'password.change_refused';

/** One JSON line on stdout per security event (the shape is the server kit's AuditTrail). */
@Injectable()
export class AuditLogger extends AuditTrail<AuditEventName> {}
