import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** One row of the activity screen. */
export interface ActivityEntry {
  time: string;
  event: string;
  userId: string | null;
  username: string | null;
  itemId?: string;
  title?: string;
  reason?: string;
  clientAddress: string;
}

interface AuditEventRow {
  occurred_at: Date;
  event: string;
  user_id: string | null;
  username: string | null;
  item_id: string | null;
  title: string | null;
  reason: string | null;
  client_address: string;
}

const RETENTION_DAYS = 365;
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

/** Reads the stored audit events for administrators, and deletes those older than a year now and then. */
@Injectable()
export class ActivityService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ActivityService.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async recent(limit: number, before?: Date): Promise<ActivityEntry[]> {
    const rows: AuditEventRow[] = await this.dataSource.query(
      `SELECT occurred_at, event, user_id, username, item_id, title, reason, client_address
         FROM auth.audit_events
        WHERE $2::timestamptz IS NULL OR occurred_at < $2
        ORDER BY occurred_at DESC, id DESC
        LIMIT $1`,
      [limit, before ?? null],
    );
    return rows.map((row) => ({
      time: row.occurred_at.toISOString(),
      event: row.event,
      userId: row.user_id,
      username: row.username,
      ...(row.item_id !== null ? { itemId: row.item_id } : {}),
      ...(row.title !== null ? { title: row.title } : {}),
      ...(row.reason !== null ? { reason: row.reason } : {}),
      clientAddress: row.client_address,
    }));
  }

  onApplicationBootstrap(): void {
    void this.pruneOldEvents();
    this.timer = setInterval(() => void this.pruneOldEvents(), PRUNE_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async pruneOldEvents(): Promise<void> {
    try {
      await this.dataSource.query(`DELETE FROM auth.audit_events WHERE occurred_at < now() - make_interval(days => $1)`, [RETENTION_DAYS]);
    } catch (error) {
      this.logger.warn(`Old audit events not pruned: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
