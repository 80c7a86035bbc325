import { Injectable } from '@nestjs/common';

export type AuditEventName =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.throttled'
  | 'logout'
  | 'session.renewed'
  | 'session.renewal_refused'
  | 'password.changed'
  | 'password.change_refused';

/** Where a request came from, as the audit trail records it. */
export interface RequestOrigin {
  clientAddress: string;
  requestId: string | null;
}

export interface AuditEvent extends RequestOrigin {
  event: AuditEventName;
  username: string | null;
  reason?: string;
}

export type AuditSink = (line: string) => void;

/**
 * Writes one JSON line per security event to stdout, where the container's log collector picks it up.
 * Only the fields named in AuditEvent are written, so a password or token can never slip in.
 */
@Injectable()
export class AuditLogger {
  constructor(private readonly sink: AuditSink = (line) => process.stdout.write(`${line}\n`)) {}

  record({ event, username, reason, clientAddress, requestId }: AuditEvent): void {
    this.sink(
      JSON.stringify({
        time: new Date().toISOString(),
        audit: true,
        event,
        username,
        ...(reason ? { reason } : {}),
        clientAddress,
        requestId,
      }),
    );
  }
}
