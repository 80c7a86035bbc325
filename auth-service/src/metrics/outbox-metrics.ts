import { outboxMetricsProvider } from '@site/nest-server-kit';
import { OUTBOX_BACKLOG_SQL } from '../mail/outbox.repository';

/** auth.outbox's backlog (invitations, password resets) at each scrape: outbox_pending_messages and outbox_oldest_pending_age_seconds. */
export const mailOutboxMetrics = outboxMetricsProvider({ sql: OUTBOX_BACKLOG_SQL });
