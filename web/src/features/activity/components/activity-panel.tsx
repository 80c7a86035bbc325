import '../../../styles/staff-panels.css';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { useFirstAnswer } from '../../../lib/first-answer';
import { useAsync } from '../../../lib/use-async';
import { useSessionEnded } from '../../../lib/use-session-ended';
import { listActivity, type ActivityLog } from '../api/list-activity';
import { eventLabel } from '../event-labels';
import type { ActivityEvent } from '../merge-activity';

const reasonText = (reason: unknown) => (reason instanceof ApiError && reason.message !== 'Network response was not ok' ? reason.message : 'it did not answer');

/** Administrators: who did what, when and from where, across the three services, newest first. */
export default function ActivityPanel({ first }: { first?: Promise<ActivityLog> }) {
  const [version, setVersion] = useState(0);
  const takeFirst = useFirstAnswer(first);
  const log = useAsync(`activity-${version}`, (signal) => takeFirst() ?? listActivity(signal));
  const sessionEnded = useSessionEnded();

  if (log.status === 'loading') return <p>Loading activity...</p>;
  if (log.status === 'failed') {
    if (sessionEnded(log.error)) return null;
    return (
      <p className="staff-problem" role="alert">
        Activity could not be loaded.
      </p>
    );
  }
  const { events, failures } = log.data;
  return (
    <section className="staff-panel" aria-labelledby="activity-heading">
      <div className="staff-item__top">
        <h2 id="activity-heading">Recent activity</h2>
        <button type="button" className="button button--secondary" onClick={() => setVersion((n) => n + 1)}>
          Refresh
        </button>
      </div>
      {failures.map(({ source, reason }) => (
        <p key={source} className="staff-problem" role="alert">
          {source} activity could not be loaded: {reasonText(reason)}.
        </p>
      ))}
      {events.length === 0 ? (
        <p>No activity recorded yet.</p>
      ) : (
        <ol className="staff-list" aria-label="Activity, newest first">
          {events.map((event, index) => (
            <ActivityEntry key={`${event.time}-${event.event}-${index}`} event={event} />
          ))}
        </ol>
      )}
    </section>
  );
}

function ActivityEntry({ event }: { event: ActivityEvent }) {
  const item = event.title || event.itemId;
  return (
    <li className="staff-item">
      <div className="staff-item__top">
        <strong>{eventLabel(event.event)}</strong>
        <time dateTime={event.time}>{formatDateTime(event.time, event.time)}</time>
      </div>
      <p>
        {event.username ?? 'Not signed in'}
        {item ? ` · ${item}` : ''}
        {event.reason ? ` · ${event.reason}` : ''}
      </p>
      <p className="staff-muted">From {event.clientAddress ?? 'an unknown address'}</p>
    </li>
  );
}
