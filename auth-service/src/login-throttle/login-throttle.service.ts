import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource, EntityManager } from 'typeorm';
import { clientAddressKey } from '@site/nest-server-kit';
import { LoginFailureScope } from './login-failure.entity';
import { LoginThrottleConfig } from './login-throttle.config';
import { TooManyLoginFailuresException } from './too-many-login-failures.exception';

export interface LoginAttempt {
  ip: string;
  username: string;
  /**
   * 'code' for second-factor codes: they count against the address like passwords, but against their own
   * (username, address) pair, so a right password does not forgive wrong codes.
   */
  factor?: 'password' | 'code';
}

/** The rows one admitted attempt wrote; pass it back to succeeded() when the password was right. */
export interface AdmittedAttempt {
  pairKey: string;
  rowIds: string[];
}

interface ThrottleKey {
  scope: LoginFailureScope;
  key: string;
  limit: number;
}

/**
 * Sliding-window limit on failed logins per (username, client address) and per client address. A username
 * alone is never locked, so nobody can lock the admin out from another address.
 *
 * Each attempt is recorded before its password is checked, under a Postgres advisory lock on the client
 * address, so parallel attempts (on any instance) queue and at most the limit of them reach the check.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: ConfigService,
  ) {}

  /** Records the attempt, or throws a 429 (with the wait in seconds) when its pair or address used up its attempts. */
  admit(attempt: LoginAttempt): Promise<AdmittedAttempt> {
    const keys = this.throttleKeys(attempt);
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`login-throttle ${keys.address.key}`]);
      const waits = await Promise.all([keys.pair, keys.address].map((key) => this.secondsUntilAllowed(manager, key)));
      const longestWait = Math.max(...waits);
      if (longestWait > 0) {
        throw new TooManyLoginFailuresException(longestWait);
      }
      const rows: Array<{ id: string }> = await manager.query(
        `INSERT INTO auth.login_failures (scope, key) VALUES ($1, $2), ($3, $4) RETURNING id`,
        [keys.pair.scope, keys.pair.key, keys.address.scope, keys.address.key],
      );
      await this.pruneOldRows(manager);
      return { pairKey: keys.pair.key, rowIds: rows.map((row) => row.id) };
    });
  }

  /** The password was right: the attempt was no failure, and the pair's earlier failures are forgiven. */
  async succeeded(admitted: AdmittedAttempt): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth.login_failures WHERE id = ANY($1::bigint[]) OR (scope = 'pair' AND key = $2)`, [
      admitted.rowIds,
      admitted.pairKey,
    ]);
  }

  /**
   * 0 while fewer than `limit` attempts fall inside the window; else the seconds until the oldest attempt
   * that still keeps the count at the limit leaves the window.
   */
  private async secondsUntilAllowed(manager: EntityManager, { scope, key, limit }: ThrottleKey): Promise<number> {
    const { windowSeconds } = this.settings();
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

  // Keeps the table to the rows of one window; the failed_at index makes it cheap.
  private async pruneOldRows(manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM auth.login_failures WHERE failed_at <= now() - make_interval(secs => $1)`, [
      this.settings().windowSeconds,
    ]);
  }

  private throttleKeys({ ip, username, factor = 'password' }: LoginAttempt): { pair: ThrottleKey; address: ThrottleKey } {
    const { maxFailuresPerPair, maxFailuresPerAddress } = this.settings();
    const address = clientAddressKey(ip);
    return {
      pair: {
        scope: 'pair',
        key: `${address} ${username.trim().toLowerCase()}${factor === 'code' ? ' (code)' : ''}`,
        limit: maxFailuresPerPair,
      },
      address: { scope: 'address', key: address, limit: maxFailuresPerAddress },
    };
  }

  private settings(): LoginThrottleConfig {
    return this.config.getOrThrow<LoginThrottleConfig>('loginThrottle');
  }
}
