import { describe, expect, it } from 'vitest';
import { validateEnquiry } from './enquiry-validation';

// Spec 5 and the error catalogue (spec 8).
const EMAIL_MESSAGE = 'Please enter a valid email address';
const PHONE_MESSAGE = 'Please enter a valid phone number';
const CAPTCHA_MESSAGE = 'Please complete the captcha verification';

const VALID = { email: 'jo.citizen@example.com.au', phone: '03 5222 1234' };

describe('validateEnquiry (spec 5)', () => {
  it('passes a complete enquiry with a captcha token', () => {
    expect(validateEnquiry(VALID, 'token')).toEqual({});
  });

  it.each(['jo@example.com', 'first.last+tag@sub.example.org', 'x@y.io'])('accepts the e-mail address %s', (email) => {
    expect(validateEnquiry({ ...VALID, email }, 'token').email).toBeUndefined();
  });

  it.each([
    ['no @', 'jo.example.com'],
    ['no domain dot', 'jo@example'],
    ['one letter after the dot', 'jo@example.c'],
    ['digits after the dot', 'jo@example.12'],
    ['a space', 'jo citizen@example.com'],
    ['nothing', ''],
  ])('refuses an e-mail address with %s', (_case, email) => {
    expect(validateEnquiry({ ...VALID, email }, 'token').email).toBe(EMAIL_MESSAGE);
  });

  it.each(['0352221234', '03 5222 1234', '03-5222-1234', '(03) 5222 1234', '+61 3 5222 1234', '+61-400-123456', '1300 000 000'])(
    'accepts the phone number %s',
    (phone) => {
      expect(validateEnquiry({ ...VALID, phone }, 'token').phone).toBeUndefined();
    },
  );

  it.each([
    ['letters', 'call me'],
    ['an extension', '03 5222 1234 ext 5'],
    ['a prefix of four digits', '+6123 5222 1234 5678'],
    ['too many digit groups', '03 5222 1234 5678 9'],
    ['nothing', ''],
  ])('refuses a phone number with %s', (_case, phone) => {
    expect(validateEnquiry({ ...VALID, phone }, 'token').phone).toBe(PHONE_MESSAGE);
  });

  it('asks for the captcha when there is no token', () => {
    expect(validateEnquiry(VALID, '')).toEqual({ captcha: CAPTCHA_MESSAGE });
  });

  it('reports every problem at once', () => {
    expect(validateEnquiry({ email: 'nope', phone: 'nope' }, '')).toEqual({ email: EMAIL_MESSAGE, phone: PHONE_MESSAGE, captcha: CAPTCHA_MESSAGE });
  });
});
