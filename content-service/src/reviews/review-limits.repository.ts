import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export type ReviewLimitKind = 'view' | 'decision';

/** The one owner of content.review_limits: fixed-window counts of a link's views and decisions, shared by every replica. */
@Injectable()
export class ReviewLimitsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Adds one to the link's window of this kind, starting a new window when the last one has ended; answers the count and the seconds left. */
  async increment(linkId: string, kind: ReviewLimitKind, windowSeconds: number): Promise<{ count: number; secondsLeft: number }> {
    const rows: Array<{ count: number; seconds_left: number }> = await this.dataSource.query(
      `INSERT INTO content.review_limits AS l (link_id, kind, window_started_at, count) VALUES ($1, $2, now(), 1)
       ON CONFLICT (link_id, kind) DO UPDATE SET
         count = CASE WHEN l.window_started_at <= now() - make_interval(secs => $3) THEN 1 ELSE l.count + 1 END,
         window_started_at = CASE WHEN l.window_started_at <= now() - make_interval(secs => $3) THEN now() ELSE l.window_started_at END
       RETURNING count, greatest(1, ceil(extract(epoch FROM l.window_started_at + make_interval(secs => $3) - now())))::int AS seconds_left`,
      [linkId, kind, windowSeconds],
    );
    const row = rows[0] as { count: number; seconds_left: number };
    return { count: row.count, secondsLeft: row.seconds_left };
  }
}
