import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LoginFailure, LoginFailureScope } from './login-failure.entity';
import { LoginThrottleConfig } from './login-throttle.config';
import { TooManyLoginFailuresException } from './too-many-login-failures.exception';

export interface LoginAttempt {
  ip: string;
  username: string;
}

interface ThrottleKey {
  scope: LoginFailureScope;
  key: string;
}

/**
 * Sliding-window limit on failed logins per client IP and per username. Counters live in Postgres so every
 * auth-service instance sees the same ones.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @InjectRepository(LoginFailure) private readonly failures: Repository<LoginFailure>,
    private readonly config: ConfigService,
  ) {}

  /** Throws a 429 (with the wait in seconds) when the IP or the username used up its failures in the window. */
  async assertAllowed(attempt: LoginAttempt): Promise<void> {
    const waits = await Promise.all(throttleKeys(attempt).map((key) => this.secondsUntilAllowed(key)));
    const longestWait = Math.max(...waits);
    if (longestWait > 0) {
      throw new TooManyLoginFailuresException(longestWait);
    }
  }

  async recordFailure(attempt: LoginAttempt): Promise<void> {
    const [ip, username] = throttleKeys(attempt);
    await this.failures.query(
      `INSERT INTO auth.login_failures (scope, key) VALUES ($1, $2), ($3, $4)`,
      [ip.scope, ip.key, username.scope, username.key],
    );
    // Opportunistic clean-up keeps the table to the rows of one window; the failed_at index makes it cheap.
    await this.failures.query(`DELETE FROM auth.login_failures WHERE failed_at <= now() - make_interval(secs => $1)`, [
      this.settings().windowSeconds,
    ]);
  }

  /** A successful login forgives the username's failures; the IP's stay, so one valid account cannot reset them. */
  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    const [, username] = throttleKeys(attempt);
    await this.failures.delete({ scope: username.scope, key: username.key });
  }

  /**
   * 0 while fewer than maxFailures failures fall inside the window; else the seconds until the oldest failure
   * that still keeps the count at the limit leaves the window.
   */
  private async secondsUntilAllowed({ scope, key }: ThrottleKey): Promise<number> {
    const { maxFailures, windowSeconds } = this.settings();
    const rows: Array<{ seconds: number }> = await this.failures.query(
      `SELECT ceil(extract(epoch FROM failed_at + make_interval(secs => $3) - now()))::int AS seconds
         FROM auth.login_failures
        WHERE scope = $1 AND key = $2 AND failed_at > now() - make_interval(secs => $3)
        ORDER BY failed_at DESC
        OFFSET $4 LIMIT 1`,
      [scope, key, windowSeconds, maxFailures - 1],
    );
    return rows.length === 0 ? 0 : Math.max(1, rows[0].seconds);
  }

  private settings(): LoginThrottleConfig {
    return this.config.getOrThrow<LoginThrottleConfig>('loginThrottle');
  }
}

function throttleKeys({ ip, username }: LoginAttempt): [ThrottleKey, ThrottleKey] {
  return [
    { scope: 'ip', key: ip },
    { scope: 'username', key: username.trim().toLowerCase() },
  ];
}
