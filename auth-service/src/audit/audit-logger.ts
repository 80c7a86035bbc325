import { Injectable } from '@nestjs/common';
import { AuditTrail } from '@site/nest-server-kit';

export type AuditEventName =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.throttled'
  | 'login.mfa_failed'
  | 'login.mfa_succeeded'
  | 'login.mfa_locked'
  | 'logout'
  | 'session.renewed'
  | 'session.renewal_refused'
  | 'sessions.revoked_all'
  | 'password.changed'
  | 'password.change_refused'
  | 'password.confirmation_failed'
  | 'password.reset_requested'
  | 'password.reset_completed'
  | 'user.invited'
  | 'invitation.accepted'
  | 'invitation.revoked'
  | 'user.role_changed'
  | 'user.suspended'
  | 'user.reactivated'
  | 'user.removed'
  | 'user.profile_changed'
  | 'user.email_change_requested'
  | 'user.email_changed'
  | 'mfa.enabled'
  | 'mfa.disabled'
  | 'mfa.reset'
  | 'mfa.recovery_code_used'
  | 'recovery_codes.regenerated'
  | 'security_settings.changed'
  | 'admin.recovered'
  | 'access.denied'
  | 'login.sso_succeeded'
  | 'login.sso_refused'
  | 'user.sso_created'
  | 'sso.reauthenticated'
  | 'sso.reauthentication_refused'
  | 'sso.reauthentication_used';

/** One JSON line on stdout per security event, also stored in auth.audit_events (the server kit's AuditTrail). */
@Injectable()
export class AuditLogger extends AuditTrail<AuditEventName> {}
