import { RetryLaterException } from '../common/retry-later.exception';

export function waitDescription(seconds: number): string {
  if (seconds < 60) {
    return seconds === 1 ? '1 second' : `${seconds} seconds`;
  }
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export class TooManyLoginFailuresException extends RetryLaterException {
  constructor(retryAfterSeconds: number) {
    super(`Too many failed login attempts. Try again in ${waitDescription(retryAfterSeconds)}.`, retryAfterSeconds);
  }
}
