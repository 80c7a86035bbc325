import { useState } from 'react';
import { formatDateTime } from '../../../lib/format-date-time';
import { ROLE_LABELS } from '../../../lib/token-claims';
import { useSessionEnded } from '../../../lib/use-session-ended';
import { revokeInvitation, type PendingInvitation } from '../api/invitations';
import { problemText } from '../problem-text';

export function PendingInvitations({ invitations, onRevoked }: { invitations: PendingInvitation[] | null; onRevoked: () => void }) {
  const [problem, setProblem] = useState<{ id: string; text: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const sessionEnded = useSessionEnded();

  const revoke = async (invitation: PendingInvitation) => {
    if (!window.confirm(`Revoke the invitation for ${invitation.email}? Its link stops working.`)) return;
    setProblem(null);
    setBusyId(invitation.id);
    try {
      await revokeInvitation(invitation.id);
      onRevoked();
    } catch (error) {
      if (!sessionEnded(error)) setProblem({ id: invitation.id, text: problemText(error) });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className="staff-block" aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">Pending invitations</h2>
      {invitations === null ? (
        <p>Loading invitations...</p>
      ) : invitations.length === 0 ? (
        <p>No invitation is waiting to be accepted.</p>
      ) : (
        <ul className="staff-list">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="staff-item" aria-label={`Invitation for ${invitation.email}`}>
              <div className="staff-item__top">
                <strong>{invitation.displayName ? `${invitation.displayName} (${invitation.email})` : invitation.email}</strong>
                <span className="staff-badge">{ROLE_LABELS[invitation.role] ?? invitation.role}</span>
              </div>
              <p className="staff-muted">
                Expires {formatDateTime(invitation.expiresAt)}
                {invitation.invitedBy ? ` · invited by ${invitation.invitedBy.displayName}` : ''}
              </p>
              <div className="staff-actions">
                <button type="button" className="button button--secondary" disabled={busyId === invitation.id} onClick={() => void revoke(invitation)}>
                  Revoke
                </button>
              </div>
              {problem?.id === invitation.id && (
                <p className="staff-problem" role="alert">
                  {problem.text}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
