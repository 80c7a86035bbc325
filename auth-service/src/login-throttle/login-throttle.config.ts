import { ConfigType, registerAs } from '@nestjs/config';
import { Expose } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { validateEnvironment } from '../config/validate-environment';

class LoginThrottleEnvironment {
  /** Per (username, client address): the limit an attacker guessing one account from one place meets. */
  @Expose()
  @Min(1, { message: 'LOGIN_MAX_FAILURES_PER_USERNAME must be at least 1' })
  @IsInt({ message: 'LOGIN_MAX_FAILURES_PER_USERNAME must be a whole number' })
  LOGIN_MAX_FAILURES_PER_USERNAME: number = 5;

  /** Per client address, whatever the usernames: stops one address spraying many accounts. */
  @Expose()
  @Min(1, { message: 'LOGIN_MAX_FAILURES must be at least 1' })
  @IsInt({ message: 'LOGIN_MAX_FAILURES must be a whole number' })
  LOGIN_MAX_FAILURES: number = 10;

  /** Per account, whatever the addresses: wrong second-step codes; past it every open challenge is void. */
  @Expose()
  @Min(1, { message: 'LOGIN_MAX_CODE_FAILURES_PER_ACCOUNT must be at least 1' })
  @IsInt({ message: 'LOGIN_MAX_CODE_FAILURES_PER_ACCOUNT must be a whole number' })
  LOGIN_MAX_CODE_FAILURES_PER_ACCOUNT: number = 10;

  @Expose()
  @Min(1, { message: 'LOGIN_FAILURE_WINDOW_SECONDS must be at least 1' })
  @Max(86_400, { message: 'LOGIN_FAILURE_WINDOW_SECONDS must be at most 86400 (one day)' })
  @IsInt({ message: 'LOGIN_FAILURE_WINDOW_SECONDS must be a whole number' })
  LOGIN_FAILURE_WINDOW_SECONDS: number = 900;
}

export const loginThrottleConfig = registerAs('loginThrottle', () => {
  const env = validateEnvironment(LoginThrottleEnvironment);
  return {
    maxFailuresPerPair: env.LOGIN_MAX_FAILURES_PER_USERNAME,
    maxFailuresPerAddress: env.LOGIN_MAX_FAILURES,
    maxCodeFailuresPerAccount: env.LOGIN_MAX_CODE_FAILURES_PER_ACCOUNT,
    windowSeconds: env.LOGIN_FAILURE_WINDOW_SECONDS,
  };
});

export type LoginThrottleConfig = ConfigType<typeof loginThrottleConfig>;
