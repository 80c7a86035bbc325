import { outboxMetricsProvider } from '@site/nest-server-kit';

/**
 * The staff e-mails not yet sent at each scrape: outbox_pending_messages and
 * outbox_oldest_pending_age_seconds (from when the enquiry arrived; the outbox row has no time of its own).
 */
export const notificationOutboxMetrics = outboxMetricsProvider({
  sql: `SELECT count(*) AS pending, extract(epoch FROM now() - min(e.received_at)) AS oldest_age_seconds
          FROM notifications n JOIN enquiries e ON e.id = n.enquiry_id WHERE n.state = 'pending'`,
});
