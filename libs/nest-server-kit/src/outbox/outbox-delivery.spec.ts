import { describeSmtpError, retryDelayMs } from './outbox-delivery';

describe('outbox delivery', () => {
  it('waits four times longer after each failure, never more than six hours', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(1000, attempt))).toEqual([1000, 4000, 16000]);
    expect(retryDelayMs(60_000, 20)).toBe(6 * 60 * 60 * 1000);
  });

  it('describes an SMTP refusal by its code and the server reply', () => {
    const refusal = Object.assign(new Error('Message failed'), { code: 'EENVELOPE', responseCode: 550, response: '550 mailbox unavailable' });
    expect(describeSmtpError(refusal)).toBe('EENVELOPE 550 550 mailbox unavailable');
  });

  it('names a STARTTLS failure by its own message', () => {
    const tls = Object.assign(new Error('Failed to upgrade to STARTTLS'), { code: 'ETLS', response: '454 TLS not available' });
    expect(describeSmtpError(tls)).toBe('ETLS Failed to upgrade to STARTTLS');
  });
});
