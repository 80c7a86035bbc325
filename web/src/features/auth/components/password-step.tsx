import { useState, type FormEvent } from 'react';
import { login, type LoginOutcome } from '../api/login';

interface PasswordStepProps {
  onAnswer: (outcome: LoginOutcome) => void;
  onForgot: () => void;
}

/** Spec 2.12: username and password (both required), a Login button and an error message area. */
export function PasswordStep({ onAnswer, onForgot }: PasswordStepProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
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
      <form className="login-page__form" onSubmit={handleSubmit}>
        <div className="form-field">
          <label className="form-field__label" htmlFor="login-username">
            Username
          </label>
          <input id="login-username" name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
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
            value={password}
            onChange={(e) => setPassword(e.target.value)}
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
