import '../../../styles/staff-panels.css';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useAsync } from '../../../lib/use-async';
import { confirmTotp, startTotp, type RecoveryCodes as Codes } from '../api/two-step';
import { problemText } from '../problem-text';
import { RecoveryCodes } from './recovery-codes';

interface TwoStepSetupProps {
  /** The set-up-only token of a login the policy sent here; without it, the stored session sets up its own account. */
  setupToken?: string;
  /** The user's password, which setting up needs without a set-up-only token. */
  currentPassword?: string;
  /** After the recovery codes were shown; `token` replaces a set-up-only token. */
  onFinished: (token?: string) => void;
  onCancel?: () => void;
}

/** Turning on two-step sign-in: scan the QR code (or type the secret), confirm with a code, then save the recovery codes. */
export default function TwoStepSetup({ setupToken, currentPassword, onFinished, onCancel }: TwoStepSetupProps) {
  const [attempt, setAttempt] = useState(0);
  const enrolment = useAsync(`totp-${attempt}`, (signal) => startTotp({ setupToken, currentPassword }, signal));
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [confirmed, setConfirmed] = useState<Codes | null>(null);

  async function confirm(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setCodeError('');
    setConfirming(true);
    try {
      setConfirmed(await confirmTotp(code.replace(/\s/g, ''), setupToken));
    } catch (failure) {
      setCodeError(problemText(failure));
    } finally {
      setConfirming(false);
    }
  }

  if (confirmed) {
    return (
      <div className="staff-setup">
        <p className="staff-done" role="status">
          Two-step sign-in is on.
        </p>
        <RecoveryCodes codes={confirmed.recoveryCodes} />
        <button type="button" className="button button--primary" onClick={() => onFinished(confirmed.token)}>
          I have saved my codes: continue
        </button>
      </div>
    );
  }

  if (enrolment.status !== 'ready') {
    return enrolment.status === 'loading' ? (
      <p>Preparing your two-step sign-in...</p>
    ) : (
      <div className="staff-setup">
        <p className="staff-problem" role="alert">
          {problemText(enrolment.error)}
        </p>
        <div className="staff-actions">
          <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
          {onCancel && (
            <button type="button" className="button button--secondary" onClick={onCancel}>
              Back
            </button>
          )}
        </div>
      </div>
    );
  }

  const { secret, qrCodeSvg } = enrolment.data;
  return (
    <form className="staff-setup" onSubmit={(event) => void confirm(event)} aria-labelledby="two-step-setup-heading">
      <h3 id="two-step-setup-heading">Set up two-step sign-in</h3>
      <ol className="staff-setup__steps">
        <li>Open an authenticator app on your phone (for example Microsoft Authenticator, Google Authenticator or 1Password).</li>
        <li>Scan this QR code with it, or add an account by hand with the key below.</li>
        <li>Type the 6-digit code the app then shows.</li>
      </ol>
      {qrCodeSvg && (
        <img className="staff-setup__qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCodeSvg)}`} alt="QR code to add this site to your authenticator app" width={200} height={200} />
      )}
      <p>
        Key: <code className="staff-setup__secret">{secret}</code>
      </p>
      <TextField
        id="two-step-code"
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        error={codeError}
        onChange={(e) => setCode(e.target.value)}
      />
      <div className="staff-actions">
        <button type="submit" className="button button--primary" disabled={confirming}>
          Turn on two-step sign-in
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
