import { AuditTrailModule } from '@site/nest-server-kit';
import { LoginMetrics } from '../metrics/login-metrics';
import { AuditLogger } from './audit-logger';

/** Events on stdout and in auth.audit_events, the administrators' list at /api/auth/activity, and the login metrics counted from them. */
export const AuditModule = AuditTrailModule.forService({ schema: 'auth', trail: AuditLogger, activityPath: 'auth/activity', observers: [LoginMetrics] });
