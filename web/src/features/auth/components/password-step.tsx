import { useState, type FormEvent } from 'react';
import { login, type LoginOutcome } from '../api/login';

interface PasswordStepProps {
  onAnswer: (outcome: LoginOutcome) => void;
  onForgot: () => void;
}

/**
 * Spec 2.12: username and password (both required), a Login button and an error message area. The inputs
 * are left to the browser and read on submit: the page is prerendered, and what someone types before the
 * app has started must survive hydration (a controlled input is reset to its state) and the held submit.
 */
export function PasswordStep({ onAnswer, onForgot }: PasswordStepProps) {
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '');
    const password = String(form.get('password') ?? '');
    setError('');
    setSubmitting(true);
    try {
      onAnswer(await login({ username, password }));
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Login failed');
      setSubmitting(false);
    }
  }

  return (
    <>
      {/* POST: should the browser ever send the form itself, the password stays out of the URL and the logs. */}
      <form className="login-page__form" method="post" onSubmit={handleSubmit}>
        <div className="form-field">
          <label className="form-field__label" htmlFor="login-username">
            Username
          </label>
          <input id="login-username" name="username" autoComplete="username" required />
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="login-password">
            Password
          </label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <p className="login-page__error" role="alert">
          {error}
        </p>
        <button className="button button--primary" type="submit" disabled={submitting}>
          Login
        </button>
      </form>
      <button type="button" className="login-page__link" onClick={onForgot}>
        Forgot password?
      </button>
    </>
  );
}
