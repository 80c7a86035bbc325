import type { ActivityEventView as ActivityEntry } from '@site/contracts';
import type { AuditEventStore, StoredAuditEvent } from './audit-trail';

/** Runs one SQL statement and resolves to its rows, as TypeORM's `DataSource.query` does. */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** Events older than this are deleted. */
export const AUDIT_RETENTION_DAYS = 365;
export const ACTIVITY_DEFAULT_LIMIT = 100;
export const ACTIVITY_MAX_LIMIT = 200;

export interface ActivityQueryOptions {
  /** 1 to 200, default 100. */
  limit?: number;
  /** Only events before this time (for the next page: the time of the last event of this one). */
  before?: string;
}

/** One event as administrators read it: @site/contracts' view, which web's activity list reads too. */
export type { ActivityEntry };

interface ActivityRow {
  occurred_at: Date;
  event: string;
  user_id: string | null;
  username: string | null;
  item_id: string | null;
  title: string | null;
  reason: string | null;
  client_address: string;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

function toEntry(row: ActivityRow): ActivityEntry {
  return {
    time: new Date(row.occurred_at).toISOString(),
    event: row.event,
    userId: row.user_id,
    username: row.username,
    ...(row.item_id !== null ? { itemId: row.item_id } : {}),
    ...(row.title !== null ? { title: row.title } : {}),
    ...(row.reason !== null ? { reason: row.reason } : {}),
    clientAddress: row.client_address,
  };
}

/**
 * A service's `<schema>.audit_events` (each service's migration creates it): stores events, reads the newest
 * for administrators, deletes the old. Plain SQL through the service's DataSource, no entity.
 */
export class AuditEventTable implements AuditEventStore {
  private readonly table: string;

  constructor(
    private readonly database: SqlRunner,
    schema: string,
  ) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid audit schema name: ${schema}`);
    this.table = `${schema}.audit_events`;
  }

  async save(event: StoredAuditEvent): Promise<void> {
    await this.database.query(
      `INSERT INTO ${this.table} (occurred_at, event, user_id, username, item_id, title, reason, client_address, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [event.time, event.event, event.userId, event.username, event.itemId, event.title, event.reason, event.clientAddress, event.requestId],
    );
  }

  /** Newest first. */
  async recent({ limit = ACTIVITY_DEFAULT_LIMIT, before }: ActivityQueryOptions = {}): Promise<ActivityEntry[]> {
    const rows = (await this.database.query(
      `SELECT occurred_at, event, user_id, username, item_id, title, reason, client_address
         FROM ${this.table}
        WHERE $1::timestamptz IS NULL OR occurred_at < $1::timestamptz
        ORDER BY occurred_at DESC, id DESC
        LIMIT $2`,
      [before ?? null, Math.min(Math.max(limit, 1), ACTIVITY_MAX_LIMIT)],
    )) as ActivityRow[];
    return rows.map(toEntry);
  }

  /** Deletes events older than `days`; returns how many. */
  async purgeOlderThan(days = AUDIT_RETENTION_DAYS): Promise<number> {
    const rows = (await this.database.query(
      `WITH purged AS (DELETE FROM ${this.table} WHERE occurred_at < now() - make_interval(days => $1) RETURNING 1)
       SELECT count(*)::int AS count FROM purged`,
      [days],
    )) as Array<{ count: number }>;
    return rows[0]?.count ?? 0;
  }
}
