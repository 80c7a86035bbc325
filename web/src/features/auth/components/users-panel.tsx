import '../../../styles/staff-panels.css';
import { useCallback, useEffect, useState } from 'react';
import { startRead, useFirstAnswer } from '../../../lib/first-answer';
import { readToken } from '../../../lib/auth-token';
import { staffClaims } from '../../../lib/token-claims';
import { useSessionEnded } from '../../../lib/use-session-ended';
import { listInvitations, type PendingInvitation } from '../api/invitations';
import { listUsers, type StaffUser } from '../api/users';
import { problemText } from '../problem-text';
import { InviteForm } from './invite-form';
import { PendingInvitations } from './pending-invitations';
import { SecuritySetting } from './security-setting';
import { UserList } from './user-list';

/** Administrators: the staff, invitations and the site's two-step sign-in policy. */
export default function UsersPanel({ first }: { first?: Promise<[StaffUser[], PendingInvitation[]]> }) {
  const [firstUsers] = useState(() => first && startRead(() => first.then(([users]) => users)));
  const [firstInvitations] = useState(() => first && startRead(() => first.then(([, invitations]) => invitations)));
  const takeFirstUsers = useFirstAnswer(firstUsers);
  const takeFirstInvitations = useFirstAnswer(firstInvitations);
  const sessionEnded = useSessionEnded();
  const [users, setUsers] = useState<StaffUser[] | null>(null);
  const [invitations, setInvitations] = useState<PendingInvitation[] | null>(null);
  const [problem, setProblem] = useState('');
  const fail = useCallback((error: unknown) => !sessionEnded(error) && setProblem(problemText(error)), [sessionEnded]);

  const reloadUsers = useCallback(() => {
    (takeFirstUsers() ?? listUsers()).then(setUsers, fail);
  }, [fail, takeFirstUsers]);
  const reloadInvitations = useCallback(() => {
    (takeFirstInvitations() ?? listInvitations()).then(setInvitations, fail);
  }, [fail, takeFirstInvitations]);
  useEffect(reloadUsers, [reloadUsers]);
  useEffect(reloadInvitations, [reloadInvitations]);

  return (
    <div className="staff-panel">
      {problem && (
        <p className="staff-problem" role="alert">
          {problem}
        </p>
      )}
      <InviteForm onInvited={reloadInvitations} />
      <PendingInvitations invitations={invitations} onRevoked={reloadInvitations} />
      <UserList users={users} currentUserId={staffClaims(readToken()).userId} onChanged={reloadUsers} />
      <SecuritySetting />
    </div>
  );
}
