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
  /** For codes: the account they are for, counted whatever the address (at most LOGIN_MAX_CODE_FAILURES_PER_ACCOUNT). */
  accountId?: string;
}

/** The rows one admitted attempt wrote; pass it back to succeeded() when the password was right. */
export interface AdmittedAttempt {
  pairKey: string;
  accountKey: string | null;
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
    const { pair, address, account } = this.throttleKeys(attempt);
    const locks = [`login-throttle ${address.key}`, ...(account ? [`login-throttle ${account.key}`] : [])];
    const recorded = await this.failures.record(locks, account ? [pair, address, account] : [pair, address], this.settings().windowSeconds);
    if ('waitSeconds' in recorded) throw new TooManyLoginFailuresException(recorded.waitSeconds);
    return { pairKey: pair.key, accountKey: account?.key ?? null, rowIds: recorded.rowIds };
  }

  /** The password (or code) was right: the attempt was no failure, and the pair's (and account's) earlier failures are forgiven. */
  async succeeded(admitted: AdmittedAttempt): Promise<void> {
    await this.failures.forgive(admitted.rowIds, admitted.pairKey, admitted.accountKey);
  }

  /**
   * After a wrong code: whether the account has used up its wrong codes in the window. If so its count
   * starts again (the caller voids every open challenge, so the next code needs the password first).
   */
  async accountCodesUsedUp(admitted: AdmittedAttempt): Promise<boolean> {
    if (!admitted.accountKey) return false;
    const { maxCodeFailuresPerAccount, windowSeconds } = this.settings();
    if ((await this.failures.count('account', admitted.accountKey, windowSeconds)) < maxCodeFailuresPerAccount) return false;
    await this.failures.clear('account', admitted.accountKey);
    return true;
  }

  private throttleKeys({ ip, username, factor = 'password', accountId }: LoginAttempt): { pair: CountedKey; address: CountedKey; account?: CountedKey } {
    const { maxFailuresPerPair, maxFailuresPerAddress, maxCodeFailuresPerAccount } = this.settings();
    const address = clientAddressKey(ip);
    return {
      pair: {
        scope: 'pair',
        key: `${address} ${username.trim().toLowerCase()}${factor === 'code' ? ' (code)' : ''}`,
        limit: maxFailuresPerPair,
      },
      address: { scope: 'address', key: address, limit: maxFailuresPerAddress },
      ...(factor === 'code' && accountId ? { account: { scope: 'account', key: `${accountId} (code)`, limit: maxCodeFailuresPerAccount } } : {}),
    };
  }

  private settings(): LoginThrottleConfig {
    return this.config.getOrThrow<LoginThrottleConfig>('loginThrottle');
  }
}
