import { Secret } from 'otpauth';
import { totpTimeStep, totpUrl } from './totp';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890"; the RFC lists 8-digit codes, whose last six
// digits are the 6-digit codes (the same truncation, modulo 10^6).
const RFC_SEED = Secret.fromLatin1('12345678901234567890').base32;
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('totpTimeStep', () => {
  it.each(RFC_VECTORS)('accepts the RFC 6238 code at T=%i (%s) in its own 30-second step', (seconds, eightDigits) => {
    expect(totpTimeStep(RFC_SEED, eightDigits.slice(-6), seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it('accepts a code of the step before or after, but not two steps away', () => {
    const [seconds, eightDigits] = RFC_VECTORS[3];
    const code = eightDigits.slice(-6);
    expect(totpTimeStep(RFC_SEED, code, (seconds + 30) * 1000)).toBe(Math.floor(seconds / 30));
    expect(totpTimeStep(RFC_SEED, code, (seconds - 30) * 1000)).toBe(Math.floor(seconds / 30));
    expect(totpTimeStep(RFC_SEED, code, (seconds + 61) * 1000)).toBeNull();
  });

  it.each(['', '12345', '1234567', 'abcdef', '89005925'])('refuses %j', (code) => {
    expect(totpTimeStep(RFC_SEED, code, 1234567890 * 1000)).toBeNull();
  });
});

describe('totpUrl', () => {
  it('names the site and the account, with the RFC parameters', () => {
    const url = new URL(totpUrl(RFC_SEED, 'www.example.com.au', 'anna'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/www.example.com.au:anna');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: RFC_SEED,
      issuer: 'www.example.com.au',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
