import { outboxMetricsProvider } from '@site/nest-server-kit';

/** auth.outbox's backlog (invitations, password resets) at each scrape: outbox_pending_messages and outbox_oldest_pending_age_seconds. */
export const mailOutboxMetrics = outboxMetricsProvider({
  sql: `SELECT count(*) AS pending, extract(epoch FROM now() - min(created_at)) AS oldest_age_seconds FROM auth.outbox WHERE state = 'pending'`,
});
