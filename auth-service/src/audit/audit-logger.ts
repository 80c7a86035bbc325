import { Injectable, Logger, Optional } from '@nestjs/common';
import { AuditEventTable, type AuditSink, type RequestOrigin } from '@site/nest-server-kit';
import { LoginMetrics } from '../metrics/login-metrics';

export type { RequestOrigin } from '@site/nest-server-kit';

export type AuditEventName =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.throttled'
  | 'login.mfa_failed'
  | 'login.mfa_succeeded'
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
  | 'mfa.enabled'
  | 'mfa.disabled'
  | 'mfa.reset'
  | 'mfa.recovery_code_used'
  | 'recovery_codes.regenerated'
  | 'security_settings.changed'
  | 'admin.recovered';

/** One audited event: who (user id and username) did what, from where; the item it concerns, or a reason. */
export interface AuditEvent extends RequestOrigin {
  event: AuditEventName;
  userId: string | null;
  username: string | null;
  itemId?: string;
  title?: string;
  reason?: string;
}

const writeToStdout: AuditSink = (line) => process.stdout.write(`${line}\n`);

/**
 * Writes each security event as one JSON line on stdout (the shape of the kit's AuditTrail, plus userId)
 * and stores it in auth.audit_events for the activity screen. Only the named fields are written, so a
 * password or token can never slip in. A failed insert is logged and never fails the request.
 */
@Injectable()
export class AuditLogger {
  private readonly logger = new Logger(AuditLogger.name);
  private sink: AuditSink = writeToStdout;

  constructor(
    private readonly events: AuditEventTable,
    @Optional() private readonly loginMetrics?: LoginMetrics,
  ) {}

  async record({ event, userId, username, itemId, title, reason, clientAddress, requestId }: AuditEvent): Promise<void> {
    this.loginMetrics?.observe(event, reason);
    const time = new Date();
    this.sink(
      JSON.stringify({
        time: time.toISOString(),
        audit: true,
        event,
        userId,
        username,
        ...(itemId !== undefined ? { itemId } : {}),
        ...(title !== undefined ? { title } : {}),
        ...(reason ? { reason } : {}),
        clientAddress,
        requestId,
      }),
    );
    try {
      await this.events.save({ time, event, userId, username, itemId: itemId ?? null, title: title ?? null, reason: reason || null, clientAddress, requestId });
    } catch (error) {
      this.logger.warn(`Audit event ${event} not stored: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
