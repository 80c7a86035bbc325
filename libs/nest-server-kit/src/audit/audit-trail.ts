import { Injectable } from '@nestjs/common';

/** Where a request came from, as the audit trail records it. */
export interface RequestOrigin {
  clientAddress: string;
  requestId: string | null;
}

/** One audited event: who did what, from where; an item's id and title, or the reason for a refusal. */
export interface AuditRecord<EventName extends string> extends RequestOrigin {
  event: EventName;
  username: string | null;
  itemId?: string;
  title?: string;
  reason?: string;
}

export type AuditSink = (line: string) => void;

const writeToStdout: AuditSink = (line) => process.stdout.write(`${line}\n`);

/**
 * Writes one JSON line per audited event to stdout, where the container's log collector picks it up.
 * Only the fields named in AuditRecord are written, so a password or token can never slip in.
 * A service names its events by extending it: `class AuditLogger extends AuditTrail<'login.failed' | ...> {}`.
 */
@Injectable()
export class AuditTrail<EventName extends string = string> {
  constructor(private readonly sink: AuditSink = writeToStdout) {}

  record({ event, username, itemId, title, reason, clientAddress, requestId }: AuditRecord<EventName>): void {
    this.sink(
      JSON.stringify({
        time: new Date().toISOString(),
        audit: true,
        event,
        username,
        ...(itemId !== undefined ? { itemId } : {}),
        ...(title !== undefined ? { title } : {}),
        ...(reason ? { reason } : {}),
        clientAddress,
        requestId,
      }),
    );
  }
}
