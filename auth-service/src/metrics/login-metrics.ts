import { Injectable } from '@nestjs/common';
import { type AuditObserver, type AuditRecord, Counter, MetricsRegistry } from '@site/nest-server-kit';

/**
 * Failed and throttled sign-ins, counted from the audited events (one place sees every login step; the
 * kit's AuditTrail tells it of each):
 * auth_login_failures_total{reason} (credentials, suspended, code) and auth_login_throttled_total{step}
 * (password, code). A rise in either is someone guessing passwords or codes.
 */
@Injectable()
export class LoginMetrics implements AuditObserver {
  private readonly failures: Counter<'reason'>;
  private readonly throttled: Counter<'step'>;

  constructor(metrics: MetricsRegistry) {
    this.failures = new Counter({
      name: 'auth_login_failures_total',
      help: 'Sign-ins refused: wrong username or password (credentials), a suspended account, or a wrong second-step code.',
      labelNames: ['reason'] as const,
      registers: [metrics.registry],
    });
    this.throttled = new Counter({
      name: 'auth_login_throttled_total',
      help: 'Sign-in attempts refused with 429 because their address or username used up its attempts, by step (password, code).',
      labelNames: ['step'] as const,
      registers: [metrics.registry],
    });
    for (const reason of ['credentials', 'suspended', 'code']) this.failures.inc({ reason }, 0);
    for (const step of ['password', 'code']) this.throttled.inc({ step }, 0);
  }

  observe({ event, reason }: AuditRecord<string>): void {
    if (event === 'login.failed') this.failures.inc({ reason: reason === 'suspended' ? 'suspended' : 'credentials' });
    else if (event === 'login.mfa_failed') this.failures.inc({ reason: 'code' });
    else if (event === 'login.throttled') this.throttled.inc({ step: reason === 'code' ? 'code' : 'password' });
  }
}
