import { AuditTrailModule } from '@site/nest-server-kit';
import { AuditLogger } from './audit-logger';

/** Content changes on stdout and in content.audit_events; administrators read them at GET /api/cms/activity. */
export const AuditModule = AuditTrailModule.forService({ schema: 'content', trail: AuditLogger, activityPath: 'cms/activity' });
