import '../../../styles/staff-panels.css';
import { useCallback, useEffect, useState } from 'react';
import { useFirstAnswer } from '../../../lib/first-answer';
import { useSessionEnded } from '../../../lib/use-session-ended';
import { getMyAccount, type MyAccount } from '../api/my-account';
import { problemText } from '../problem-text';
import { AccountDetails } from './account-details';
import { MySessions } from './my-sessions';
import { PasswordChange } from './password-change';
import { TwoStepSection } from './two-step-section';

/** Everyone's own account: name and e-mail, password, two-step sign-in, sessions. */
export default function ProfilePanel({ first }: { first?: Promise<MyAccount> }) {
  const takeFirst = useFirstAnswer(first);
  const [account, setAccount] = useState<MyAccount | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const sessionEnded = useSessionEnded();
  // A reload keeps the screen as it is until the new answer arrives, so messages shown beside it stay.
  const reload = useCallback(() => {
    (takeFirst() ?? getMyAccount()).then(
      (loaded) => {
        setAccount(loaded);
        setProblem(null);
      },
      (error: unknown) => {
        if (!sessionEnded(error)) setProblem(error);
      },
    );
  }, [sessionEnded, takeFirst]);
  useEffect(reload, [reload]);

  if (!account) {
    return problem ? (
      <p className="staff-problem" role="alert">
        Your account could not be loaded: {problemText(problem)}
      </p>
    ) : (
      <p>Loading your account...</p>
    );
  }
  return (
    <div className="staff-panel">
      <AccountDetails account={account} onSaved={reload} />
      <PasswordChange />
      <TwoStepSection account={account} onChanged={reload} />
      <MySessions singleSignOn={account.singleSignOn} />
    </div>
  );
}
