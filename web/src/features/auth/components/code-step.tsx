import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { loginWithCode } from '../api/login-with-code';

interface CodeStepProps {
  mfaToken: string;
  onSignedIn: (token: string) => void;
  onBack: () => void;
}

/** The second step of a login with two-step sign-in: a code from the authenticator app, or a recovery code. */
export function CodeStep({ mfaToken, onSignedIn, onBack }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setError('');
    setSubmitting(true);
    try {
      onSignedIn(await loginWithCode(mfaToken, code.trim()));
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Login failed');
      setSubmitting(false);
    }
  }

  return (
    <form className="login-page__form" onSubmit={handleSubmit} aria-labelledby="login-code-heading">
      <h2 id="login-code-heading">Two-step sign-in</h2>
      <p>Enter the 6-digit code your authenticator app shows for this site.</p>
      <TextField
        id="login-code"
        name="code"
        label="Code"
        hint="Use a recovery code if you cannot reach your app: one of the ten codes you saved, such as abcde-12345. Each works once."
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <p className="login-page__error" role="alert">
        {error}
      </p>
      <button className="button button--primary" type="submit" disabled={submitting}>
        Verify
      </button>
      <button type="button" className="login-page__link" onClick={onBack}>
        Back to username and password
      </button>
    </form>
  );
}
