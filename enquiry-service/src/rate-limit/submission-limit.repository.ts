import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** A fixed window's count after this submission, and the seconds until the window ends. */
export interface WindowCount {
  count: number;
  secondsLeft: number;
}

/** The one reader and writer of enquiry.submission_limits (fixed-window counters keyed by hashed address). */
@Injectable()
export class SubmissionLimitRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Adds one to the window of `key`, starting a new window when the last one has ended. */
  async increment(key: string, windowSeconds: number): Promise<WindowCount> {
    const rows: Array<{ count: number; retry_after: number }> = await this.dataSource.query(
      `INSERT INTO submission_limits AS l (address_hash, window_started_at, count) VALUES ($1, now(), 1)
       ON CONFLICT (address_hash) DO UPDATE SET
         count = CASE WHEN l.window_started_at <= now() - make_interval(secs => $2) THEN 1 ELSE l.count + 1 END,
         window_started_at = CASE WHEN l.window_started_at <= now() - make_interval(secs => $2) THEN now() ELSE l.window_started_at END
       RETURNING count, ceil(extract(epoch FROM l.window_started_at + make_interval(secs => $2) - now()))::int AS retry_after`,
      [key, windowSeconds],
    );
    return { count: rows[0].count, secondsLeft: rows[0].retry_after };
  }

  /** Forgets windows that started more than `seconds` ago. */
  async deleteStartedBefore(seconds: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM submission_limits WHERE window_started_at <= now() - make_interval(secs => $1)`, [seconds]);
  }
}
