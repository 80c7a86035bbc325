import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { requestPasswordReset } from '../api/request-password-reset';

/** The same answer for every address, so the form does not tell who has an account. */
export const RESET_REQUESTED_MESSAGE =
  'If that address belongs to a staff account, a link to choose a new password is on its way. It works once, for one hour.';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setError('');
    setSubmitting(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (failure) {
      // Only a refusal of the request itself (too many, malformed) lands here; it says nothing about the address.
      setError(failure instanceof ApiError && failure.status < 500 ? failure.message : 'The request could not be sent. Please try again.');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="login-page__form" onSubmit={handleSubmit} aria-labelledby="forgot-heading">
      <h2 id="forgot-heading">Forgot password?</h2>
      {sent ? (
        <p className="login-page__done" role="status">
          {RESET_REQUESTED_MESSAGE}
        </p>
      ) : (
        <>
          <TextField
            id="forgot-email"
            name="email"
            type="email"
            label="E-mail address"
            hint="The address of your staff account. We send a link to choose a new password."
            autoComplete="email"
            required
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <p className="login-page__error" role="alert">
            {error}
          </p>
          <button className="button button--primary" type="submit" disabled={submitting}>
            Send link
          </button>
        </>
      )}
      <button type="button" className="login-page__link" onClick={onBack}>
        Back to login
      </button>
    </form>
  );
}
