import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useIsClient } from '../../../lib/use-is-client';
import { confirmEmail } from '../api/confirm-email';
import { useFragmentToken } from '../use-fragment-token';

export const EMAIL_LINK_GONE = 'This link has expired or was already used. Change the address again on your profile page.';
const EMAIL_LINK_INCOMPLETE = 'This link is incomplete. Open the whole link from the e-mail again.';

type Outcome = { kind: 'confirmed' } | { kind: 'refused'; message: string } | null;

/** Opening the link sent to a new e-mail address: the address becomes the account's. */
export default function ConfirmEmailPage() {
  const token = useFragmentToken();
  const isClient = useIsClient();
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (!token) return;
    confirmEmail(token).then(
      () => setOutcome({ kind: 'confirmed' }),
      (failure: unknown) =>
        setOutcome({
          kind: 'refused',
          message: failure instanceof ApiError && failure.status !== 410 ? failure.message : EMAIL_LINK_GONE,
        }),
    );
  }, [token]);

  let body;
  if (outcome?.kind === 'confirmed') {
    body = (
      <p className="login-page__done" role="status">
        Your new e-mail address is confirmed. Password reset links now go there.
      </p>
    );
  } else if (outcome?.kind === 'refused' || (isClient && !token)) {
    body = (
      <p className="login-page__error" role="alert">
        {outcome?.kind === 'refused' ? outcome.message : EMAIL_LINK_INCOMPLETE}
      </p>
    );
  } else {
    body = <p>Confirming your new e-mail address...</p>;
  }

  return (
    <section className="section login-page" aria-labelledby="confirm-email-heading">
      <PageMeta title="Confirm your e-mail address" description="Confirm the new e-mail address of your staff account." path={paths.confirmEmail()} noIndex />
      <div className="container">
        <div className="card login-page__box">
          <h1 id="confirm-email-heading">Confirm your e-mail address</h1>
          {body}
          <Link to={paths.login()}>Go to the login page</Link>
        </div>
      </div>
    </section>
  );
}
