import { useState } from 'react';
import { formatDateTime } from '../../../lib/format-date-time';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../lib/token-claims';
import { useSessionEnded } from '../../../lib/use-session-ended';
import { endUserSessions, removeUser, resetUserTwoStep, updateUser, type StaffUser } from '../api/users';
import { problemText } from '../problem-text';

interface UserListProps {
  users: StaffUser[] | null;
  currentUserId: string;
  onChanged: () => void;
}

export function UserList({ users, currentUserId, onChanged }: UserListProps) {
  return (
    <section className="staff-block" aria-labelledby="users-heading">
      <h2 id="users-heading">Staff</h2>
      {users === null ? (
        <p>Loading staff...</p>
      ) : (
        <ul className="staff-list">
          {users.map((user) => (
            <UserRow key={user.id} user={user} isYou={user.id === currentUserId} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One staff member with what an administrator can do to them; a refusal (409: the last administrator) shows here. */
function UserRow({ user, isYou, onChanged }: { user: StaffUser; isYou: boolean; onChanged: () => void }) {
  const [role, setRole] = useState<StaffRole>(user.role);
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const sessionEnded = useSessionEnded();
  const name = user.displayName || user.username;

  const act = async (action: () => Promise<unknown>, done: string) => {
    setProblem('');
    setNotice('');
    setBusy(true);
    try {
      await action();
      setNotice(done);
      onChanged();
    } catch (error) {
      if (!sessionEnded(error)) setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };
  const suspended = user.status === 'suspended';
  const roleSelectId = `user-role-${user.id}`;

  return (
    <li className="staff-item" aria-label={name}>
      <div className="staff-item__top">
        <strong>
          {name}
          {isYou ? ' (you)' : ''}
        </strong>
        <span>
          <span className="staff-badge">{ROLE_LABELS[user.role] ?? user.role}</span>{' '}
          {suspended && <span className="staff-badge staff-badge--warning">Suspended</span>}
        </span>
      </div>
      <dl className="staff-facts">
        <dt>Username</dt>
        <dd>{user.username}</dd>
        <dt>E-mail</dt>
        <dd>{user.email ?? 'None'}</dd>
        <dt>Status</dt>
        <dd>{suspended ? 'Suspended' : 'Active'}</dd>
        <dt>Two-step sign-in</dt>
        <dd>{user.mfaEnabled ? 'On' : 'Off'}</dd>
        <dt>Last login</dt>
        <dd>{formatDateTime(user.lastLoginAt, 'Never')}</dd>
      </dl>
      <div className="staff-actions">
        <label htmlFor={roleSelectId}>Role of {name}</label>
        <select id={roleSelectId} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
          {STAFF_ROLES.map((option) => (
            <option key={option} value={option}>
              {ROLE_LABELS[option]}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy || role === user.role}
          onClick={() => void act(() => updateUser(user.id, { role }), `${name} is now ${ROLE_LABELS[role].toLowerCase()}.`)}
        >
          Change role
        </button>
      </div>
      <div className="staff-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() =>
            void act(() => updateUser(user.id, { status: suspended ? 'active' : 'suspended' }), suspended ? `${name} can log in again.` : `${name} is suspended and logged out.`)
          }
        >
          {suspended ? 'Reactivate' : 'Suspend'}
        </button>
        {!isYou && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => {
              if (window.confirm(`End every session of ${name}? They are logged out everywhere and can log in again.`)) {
                void act(() => endUserSessions(user.id), `Every session of ${name} has ended.`);
              }
            }}
          >
            End sessions
          </button>
        )}
        {user.mfaEnabled && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => {
              if (window.confirm(`Reset two-step sign-in for ${name}? They log in with their password alone until they set it up again.`)) {
                void act(() => resetUserTwoStep(user.id), `Two-step sign-in of ${name} was reset.`);
              }
            }}
          >
            Reset two-step sign-in
          </button>
        )}
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() => {
            if (window.confirm(`Remove ${name}? They are logged out and can no longer log in. Their posts stay.`)) {
              void act(() => removeUser(user.id), `${name} was removed.`);
            }
          }}
        >
          Remove
        </button>
      </div>
      {problem && (
        <p className="staff-problem" role="alert">
          {problem}
        </p>
      )}
      {notice && (
        <p className="staff-done" role="status">
          {notice}
        </p>
      )}
    </li>
  );
}
