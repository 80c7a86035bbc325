import { createHash } from 'node:crypto';
import { addressKey } from './address-key';

const SECRET = Buffer.from('a test secret of at least thirty-two characters');

describe('addressKey', () => {
  it('is the same for one address and secret, so replicas share their counts', () => {
    expect(addressKey('203.0.113.7', SECRET)).toBe(addressKey('203.0.113.7', Buffer.from(SECRET)));
    expect(addressKey('203.0.113.7', SECRET)).not.toBe(addressKey('203.0.113.8', SECRET));
  });

  it('cannot be found by hashing every address without the secret', () => {
    const key = addressKey('203.0.113.7', SECRET);
    expect(key).not.toBe(createHash('sha256').update('enquiry-rate-limit:203.0.113.7').digest('hex'));
    expect(key).not.toBe(createHash('sha256').update('203.0.113.7').digest('hex'));
    expect(key).not.toBe(addressKey('203.0.113.7', Buffer.from('another secret of at least thirty-two characters')));
  });
});
