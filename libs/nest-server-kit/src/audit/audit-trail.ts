import { Injectable, Logger } from '@nestjs/common';

/** Where a request came from, as the audit trail records it. */
export interface RequestOrigin {
  clientAddress: string;
  requestId: string | null;
}

/** One audited event: who did what, from where; an item's id and title, or the reason for a refusal. */
export interface AuditRecord<EventName extends string> extends RequestOrigin {
  event: EventName;
  /** The staff member's user id (the token's `sub`), null when nobody is known (e.g. a failed login). */
  userId?: string | null;
  username: string | null;
  itemId?: string;
  title?: string;
  reason?: string;
}

/** An audited event as it is stored, every field present. */
export interface StoredAuditEvent extends RequestOrigin {
  time: Date;
  event: string;
  userId: string | null;
  username: string | null;
  itemId: string | null;
  title: string | null;
  reason: string | null;
}

/** Keeps audited events where administrators can read them (see AuditEventTable). */
export interface AuditEventStore {
  save(event: StoredAuditEvent): Promise<void>;
}

export type AuditSink = (line: string) => void;

/** Told of every event as it is recorded (e.g. to count refused logins in a metric); it must not throw. */
export interface AuditObserver {
  observe(record: AuditRecord<string>): void;
}

export interface AuditTrailOptions {
  /** Where the JSON line goes; stdout unless a test says otherwise. */
  write?: AuditSink;
  /** Also stores every event, e.g. in the service's `<schema>.audit_events`. */
  store?: AuditEventStore;
  /** Hooks that see each event before it is written. */
  observers?: AuditObserver[];
}

const writeToStdout: AuditSink = (line) => process.stdout.write(`${line}\n`);

/**
 * Writes one JSON line per audited event to stdout, where the container's log collector picks it up, and
 * stores it when a store is given. Only the fields named in AuditRecord are kept, so a password or token can
 * never slip in. A service names its events by extending it: `class AuditLogger extends AuditTrail<'login.failed' | ...> {}`.
 */
@Injectable()
export class AuditTrail<EventName extends string = string> {
  private readonly logger = new Logger('AuditTrail');
  private readonly write: AuditSink;
  private readonly store: AuditEventStore | undefined;
  private readonly observers: AuditObserver[];

  constructor(options: AuditTrailOptions = {}) {
    this.write = options.write ?? writeToStdout;
    this.store = options.store;
    this.observers = options.observers ?? [];
  }

  /**
   * Writes the line at once; resolves when the event is stored. A store that fails is logged, never thrown:
   * the change being audited has already happened, and the stdout line still tells of it.
   */
  async record(auditRecord: AuditRecord<EventName>): Promise<void> {
    const { event, userId, username, itemId, title, reason, clientAddress, requestId } = auditRecord;
    for (const observer of this.observers) observer.observe(auditRecord);
    const time = new Date();
    this.write(
      JSON.stringify({
        time: time.toISOString(),
        audit: true,
        event,
        ...(userId !== undefined ? { userId } : {}),
        username,
        ...(itemId !== undefined ? { itemId } : {}),
        ...(title !== undefined ? { title } : {}),
        ...(reason ? { reason } : {}),
        clientAddress,
        requestId,
      }),
    );
    if (!this.store) return;
    try {
      await this.store.save({
        time, event, userId: userId ?? null, username, itemId: itemId ?? null, title: title ?? null, reason: reason || null, clientAddress, requestId,
      });
    } catch (error) {
      this.logger.error(`Audit event ${event} could not be stored: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
