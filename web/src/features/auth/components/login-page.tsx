import './login-page.css';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { storeToken } from '../../../lib/auth-token';
import { safeReturnPath, SESSION_ENDED_REASON } from '../../../lib/login-redirect';
import { login } from '../api/login';

export default function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const sessionEnded = searchParams.get('reason') === SESSION_ENDED_REASON;

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setError('');
    setSubmitting(true);
    try {
      storeToken(await login({ username, password }));
      navigate(safeReturnPath(searchParams.get('returnTo')), { replace: true });
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Login failed');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section className="section login-page" aria-labelledby="login-heading">
      <PageMeta title="Staff Login" description="Sign in to manage blog posts and case studies." path={paths.login()} noIndex />
      <div className="container">
        <form className="card login-page__box" onSubmit={handleSubmit}>
          <h1 id="login-heading">Staff Login</h1>
          {sessionEnded && (
            <p className="login-page__notice" role="status">
              Your session has ended. Please log in again: your unsaved work has been kept and will be offered back.
            </p>
          )}
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
      </div>
    </section>
  );
}
