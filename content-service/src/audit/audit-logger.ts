import { Injectable } from '@nestjs/common';

export type AuditEventName = 'content.created' | 'content.updated' | 'content.deleted';

/** Where a request came from, as the audit trail records it. */
export interface RequestOrigin {
  clientAddress: string;
  requestId: string | null;
}

export interface AuditEvent extends RequestOrigin {
  event: AuditEventName;
  username: string | null;
  itemId: string;
  title: string;
}

export type AuditSink = (line: string) => void;

/**
 * Writes one JSON line per staff change to stdout, where the container's log collector picks it up.
 * Only the fields named in AuditEvent are written, so a token can never slip in.
 */
@Injectable()
export class AuditLogger {
  constructor(private readonly sink: AuditSink = (line) => process.stdout.write(`${line}\n`)) {}

  record({ event, username, itemId, title, clientAddress, requestId }: AuditEvent): void {
    this.sink(JSON.stringify({ time: new Date().toISOString(), audit: true, event, username, itemId, title, clientAddress, requestId }));
  }
}
