import { TooManyLoginFailuresException, waitDescription } from './too-many-login-failures.exception';

describe('waitDescription', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
  ])('describes %i s as "%s"', (seconds, text) => {
    expect(waitDescription(seconds)).toBe(text);
  });
});

describe('TooManyLoginFailuresException', () => {
  it('is a 429 that carries the wait for the Retry-After header', () => {
    const exception = new TooManyLoginFailuresException(600);

    expect(exception.getStatus()).toBe(429);
    expect(exception.retryAfterSeconds).toBe(600);
    expect(exception.message).toBe('Too many failed login attempts. Try again in 10 minutes.');
  });
});
