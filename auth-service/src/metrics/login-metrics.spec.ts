import { AuditTrail, MetricsRegistry } from '@site/nest-server-kit';
import { LoginMetrics } from './login-metrics';

const origin = { clientAddress: '203.0.113.7', requestId: null };

describe('LoginMetrics as an observer of the audit trail', () => {
  it('counts refused sign-ins by reason and throttled ones by step, and nothing else', async () => {
    const metrics = new MetricsRegistry();
    const trail = new AuditTrail({ write: () => undefined, observers: [new LoginMetrics(metrics)] });

    await trail.record({ event: 'login.failed', userId: null, username: 'nobody', ...origin });
    await trail.record({ event: 'login.failed', userId: null, username: 'anna', reason: 'suspended', ...origin });
    await trail.record({ event: 'login.mfa_failed', userId: null, username: 'anna', ...origin });
    await trail.record({ event: 'login.throttled', userId: null, username: 'anna', ...origin });
    await trail.record({ event: 'login.throttled', userId: null, username: 'anna', reason: 'code', ...origin });
    await trail.record({ event: 'login.succeeded', userId: null, username: 'anna', ...origin });

    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^auth_login_failures_total\{reason="credentials"\} 1$/m);
    expect(text).toMatch(/^auth_login_failures_total\{reason="suspended"\} 1$/m);
    expect(text).toMatch(/^auth_login_failures_total\{reason="code"\} 1$/m);
    expect(text).toMatch(/^auth_login_throttled_total\{step="password"\} 1$/m);
    expect(text).toMatch(/^auth_login_throttled_total\{step="code"\} 1$/m);
  });
});
