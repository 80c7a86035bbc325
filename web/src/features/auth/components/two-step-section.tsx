import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useSessionEnded } from '../../../lib/use-session-ended';
import type { MyAccount } from '../api/my-account';
import { regenerateRecoveryCodes, turnOffTwoStep } from '../api/two-step';
import { problemText } from '../problem-text';
import { ConfirmAtProvider } from './confirm-at-provider';
import { RecoveryCodes } from './recovery-codes';
import TwoStepSetup from './two-step-setup';

/** Turning two-step sign-in on or off, and new recovery codes. */
export function TwoStepSection({ account, onChanged }: { account: MyAccount; onChanged: () => void }) {
  const [settingUp, setSettingUp] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const sessionEnded = useSessionEnded();

  const withPassword = async (action: () => Promise<void>) => {
    setProblem('');
    setNotice('');
    setNewCodes(null);
    setBusy(true);
    try {
      await action();
      setPassword('');
    } catch (error) {
      if (!sessionEnded(error)) setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };
  const regenerate = () =>
    withPassword(async () => {
      setNewCodes((await regenerateRecoveryCodes(password)).recoveryCodes);
      onChanged();
    });
  const turnOff = () =>
    withPassword(async () => {
      await turnOffTwoStep(password);
      setNotice('Two-step sign-in is off.');
      onChanged();
    });

  return (
    <section className="staff-block" aria-labelledby="two-step-heading">
      <h2 id="two-step-heading">Two-step sign-in</h2>
      {settingUp ? (
        <TwoStepSetup
          currentPassword={account.singleSignOn ? undefined : password}
          onFinished={() => {
            setSettingUp(false);
            setPassword('');
            setNotice('Two-step sign-in is on.');
            onChanged();
          }}
          onCancel={() => setSettingUp(false)}
        />
      ) : account.mfaEnabled ? (
        <>
          <p>
            Two-step sign-in is on: you log in with your password and a code from your authenticator app. Recovery codes left:{' '}
            {account.recoveryCodesRemaining}.
          </p>
          <div className="staff-form">
            <TextField
              id="two-step-password"
              type="password"
              label="Your password"
              hint="Needed for new recovery codes and to turn two-step sign-in off."
              autoComplete="current-password"
              value={password}
              error={problem}
              onChange={(e) => setPassword(e.target.value)}
            />
            <div className="staff-actions">
              <button type="button" className="button button--secondary" disabled={busy || !password} onClick={() => void regenerate()}>
                New recovery codes
              </button>
              <button type="button" className="button button--danger" disabled={busy || !password} onClick={() => void turnOff()}>
                Turn off two-step sign-in
              </button>
            </div>
            {account.mfaRequired && <p className="staff-muted">This site requires two-step sign-in for your account, so it cannot be turned off.</p>}
          </div>
          {newCodes && <RecoveryCodes codes={newCodes} />}
        </>
      ) : (
        <>
          <p>
            Two-step sign-in is off. With it on, logging in also needs a code from an authenticator app on your phone, so a stolen password alone is not
            enough.
          </p>
          {problem && (
            <p className="staff-problem" role="alert">
              {problem}
            </p>
          )}
          <div className="staff-form">
            {account.singleSignOn && <ConfirmAtProvider action="Set up two-step sign-in" />}
            {!account.singleSignOn && <TextField
              id="two-step-setup-password"
              type="password"
              label="Your password"
              hint="Needed to set up two-step sign-in, so that nobody with a stolen session can."
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />}
            <div className="staff-actions">
              <button type="button" className="button button--primary" disabled={!password && !account.singleSignOn} onClick={() => setSettingUp(true)}>
                Set up two-step sign-in
              </button>
            </div>
          </div>
        </>
      )}
      {notice && (
        <p className="staff-done" role="status">
          {notice}
        </p>
      )}
    </section>
  );
}
