import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { clientAddressKey } from '@site/nest-server-kit';
import { CountedKey, LoginFailuresRepository } from './login-failures.repository';
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
    private readonly failures: LoginFailuresRepository,
    private readonly config: ConfigService,
  ) {}

  /** Records the attempt, or throws a 429 (with the wait in seconds) when its pair or address used up its attempts. */
  async admit(attempt: LoginAttempt): Promise<AdmittedAttempt> {
    const keys = this.throttleKeys(attempt);
    const recorded = await this.failures.record(`login-throttle ${keys.address.key}`, [keys.pair, keys.address], this.settings().windowSeconds);
    if ('waitSeconds' in recorded) throw new TooManyLoginFailuresException(recorded.waitSeconds);
    return { pairKey: keys.pair.key, rowIds: recorded.rowIds };
  }

  /** The password was right: the attempt was no failure, and the pair's earlier failures are forgiven. */
  async succeeded(admitted: AdmittedAttempt): Promise<void> {
    await this.failures.forgive(admitted.rowIds, admitted.pairKey);
  }

  private throttleKeys({ ip, username, factor = 'password' }: LoginAttempt): { pair: CountedKey; address: CountedKey } {
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
