import { createHmac } from 'node:crypto';

/** What the limiter stores for a client address: an HMAC with a secret, which nobody without it can reverse. */
export function addressKey(address: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(`enquiry-rate-limit:${address}`).digest('hex');
}
