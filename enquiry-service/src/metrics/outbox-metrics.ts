import { outboxMetricsProvider } from '@site/nest-server-kit';
import { NOTIFICATION_BACKLOG_SQL } from '../notifications/notification.repository';

/**
 * The staff e-mails not yet sent at each scrape: outbox_pending_messages and
 * outbox_oldest_pending_age_seconds (from when the enquiry arrived; the outbox row has no time of its own).
 */
export const notificationOutboxMetrics = outboxMetricsProvider({ sql: NOTIFICATION_BACKLOG_SQL });
