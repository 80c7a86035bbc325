import { outboxMetricsProvider } from '@site/nest-server-kit';
import { OUTBOX_BACKLOG_SQL } from './outbox.repository';

/** content.outbox's backlog at each scrape: outbox_pending_messages and outbox_oldest_pending_age_seconds. */
export const mailOutboxMetrics = outboxMetricsProvider({ sql: OUTBOX_BACKLOG_SQL });
