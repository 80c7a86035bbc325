import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useIsClient } from '../../../lib/use-is-client';
import { completePasswordReset } from '../api/complete-password-reset';
import { fieldForProblem } from '../field-for-problem';
import { PASSWORDS_DIFFER } from '../password-rules';
import { useFragmentToken } from '../use-fragment-token';
import { NewPasswordFields } from './new-password-fields';

export const RESET_LINK_GONE = 'This link has expired or was already used. Ask for a new one with "Forgot password?" on the login page.';
const RESET_LINK_INCOMPLETE = 'This link is incomplete. Open the whole link from the e-mail again.';

/** Choosing a new password from a one-time link; every session of the account ends with it. */
export default function ResetPasswordPage() {
  const token = useFragmentToken();
  const isClient = useIsClient();
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string; form?: string }>({});
  const [outcome, setOutcome] = useState<'changed' | 'gone' | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    // The inputs are the browser's (what was typed before the app started survives hydration).
    const form = new FormData(event.currentTarget);
    const password = String(form.get('new-password') ?? '');
    if (password !== String(form.get('confirm-password') ?? '')) {
      setErrors({ confirmation: PASSWORDS_DIFFER });
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await completePasswordReset(token, password);
      setOutcome('changed');
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 410) setOutcome('gone');
      else {
        const field = fieldForProblem(failure) === 'form' ? 'form' : 'password';
        setErrors({ [field]: failure instanceof ApiError ? failure.message : 'The password could not be changed. Please try again.' });
      }
    } finally {
      setSubmitting(false);
    }
  }

  let body;
  if (outcome === 'changed') {
    body = (
      <>
        <p className="login-page__done" role="status">
          Your password has been changed, and every session of your account has been ended.
        </p>
        <Link className="button button--primary" to={paths.login()}>
          Log in
        </Link>
      </>
    );
  } else if (outcome === 'gone' || (isClient && !token)) {
    body = (
      <>
        <p className="login-page__error" role="alert">
          {outcome === 'gone' ? RESET_LINK_GONE : RESET_LINK_INCOMPLETE}
        </p>
        <Link to={paths.login()}>Go to the login page</Link>
      </>
    );
  } else {
    body = (
      <form className="login-page__form" method="post" onSubmit={(event) => void handleSubmit(event)}>
        <NewPasswordFields
          idPrefix="reset"
          passwordError={errors.password}
          confirmationError={errors.confirmation}
        />
        <p className="login-page__error" role="alert">
          {errors.form}
        </p>
        <button className="button button--primary" type="submit" disabled={submitting || !token}>
          Change password
        </button>
      </form>
    );
  }

  return (
    <section className="section login-page" aria-labelledby="reset-heading">
      <PageMeta title="Choose a new password" description="Choose a new password for your staff account." path={paths.resetPassword()} noIndex />
      <div className="container">
        <div className="card login-page__box">
          <h1 id="reset-heading">Choose a new password</h1>
          {body}
        </div>
      </div>
    </section>
  );
}
