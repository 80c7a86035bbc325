import { AuditTrailModule } from '@site/nest-server-kit';
import { AuditLogger } from './audit-logger';

/** Inbox actions on stdout and in enquiry.audit_events; administrators read them at GET /api/cms/enquiries/activity. */
export const AuditModule = AuditTrailModule.forService({ schema: 'enquiry', trail: AuditLogger, activityPath: 'cms/enquiries/activity' });
