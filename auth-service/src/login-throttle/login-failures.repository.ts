import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { LoginFailureScope } from './login-failure.entity';

/** A key whose attempts are counted, and how many may fall inside the window. */
export interface CountedKey {
  scope: LoginFailureScope;
  key: string;
  limit: number;
}

/** The rows an attempt wrote, or how long to wait (seconds) when one of its keys used up its attempts. */
export type RecordedAttempt = { rowIds: string[] } | { waitSeconds: number };

/** auth.login_failures: one row per attempt and key, inside a sliding window. */
@Injectable()
export class LoginFailuresRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Under advisory locks on `lockNames` (so parallel attempts, on any instance, queue; taken in one order, so
   * two attempts never wait on each other): when every key has attempts left in the window, writes one row
   * per key and drops rows older than the window.
   */
  record(lockNames: string[], keys: CountedKey[], windowSeconds: number): Promise<RecordedAttempt> {
    return this.dataSource.transaction(async (manager) => {
      for (const lockName of [...lockNames].sort()) await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [lockName]);
      const waits = await Promise.all(keys.map((key) => this.secondsUntilAllowed(manager, key, windowSeconds)));
      const waitSeconds = Math.max(...waits);
      if (waitSeconds > 0) return { waitSeconds };
      const rows: Array<{ id: string }> = await manager.query(
        `INSERT INTO auth.login_failures (scope, key) SELECT * FROM unnest($1::varchar[], $2::varchar[]) RETURNING id`,
        [keys.map((key) => key.scope), keys.map((key) => key.key)],
      );
      // Keeps the table to the rows of one window; the failed_at index makes it cheap.
      await manager.query(`DELETE FROM auth.login_failures WHERE failed_at <= now() - make_interval(secs => $1)`, [windowSeconds]);
      return { rowIds: rows.map((row) => row.id) };
    });
  }

  /** Deletes these rows, every 'pair' row of `pairKey` and every 'account' row of `accountKey`. */
  async forgive(rowIds: string[], pairKey: string, accountKey: string | null): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM auth.login_failures WHERE id = ANY($1::bigint[]) OR (scope = 'pair' AND key = $2) OR (scope = 'account' AND key = $3)`,
      [rowIds, pairKey, accountKey],
    );
  }

  /** How many attempts of the key fall inside the window. */
  async count(scope: LoginFailureScope, key: string, windowSeconds: number): Promise<number> {
    const [{ count }]: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM auth.login_failures WHERE scope = $1 AND key = $2 AND failed_at > now() - make_interval(secs => $3)`,
      [scope, key, windowSeconds],
    );
    return count;
  }

  /** Forgets every attempt of the key. */
  async clear(scope: LoginFailureScope, key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth.login_failures WHERE scope = $1 AND key = $2`, [scope, key]);
  }

  /**
   * 0 while fewer than `limit` attempts fall inside the window; else the seconds until the oldest attempt
   * that still keeps the count at the limit leaves the window.
   */
  private async secondsUntilAllowed(manager: EntityManager, { scope, key, limit }: CountedKey, windowSeconds: number): Promise<number> {
    const rows: Array<{ seconds: number }> = await manager.query(
      `SELECT ceil(extract(epoch FROM failed_at + make_interval(secs => $3) - now()))::int AS seconds
         FROM auth.login_failures
        WHERE scope = $1 AND key = $2 AND failed_at > now() - make_interval(secs => $3)
        ORDER BY failed_at DESC
        OFFSET $4 LIMIT 1`,
      [scope, key, windowSeconds, limit - 1],
    );
    return rows.length === 0 ? 0 : Math.max(1, rows[0].seconds);
  }
}
