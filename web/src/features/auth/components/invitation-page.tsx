import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../config/site-config-context';
import { ApiError } from '../../../lib/api-client';
import { storeToken } from '../../../lib/auth-token';
import { ROLE_LABELS } from '../../../lib/token-claims';
import { useAsync } from '../../../lib/use-async';
import { useIsClient } from '../../../lib/use-is-client';
import { acceptInvitation } from '../api/accept-invitation';
import { previewInvitation, type InvitationPreview } from '../api/preview-invitation';
import { fieldForProblem } from '../field-for-problem';
import { PASSWORDS_DIFFER } from '../password-rules';
import { useFragmentToken } from '../use-fragment-token';
import { NewPasswordFields } from './new-password-fields';

export const INVITATION_GONE = 'This invitation has expired or was already used. Ask the administrator who invited you to send a new one.';
const INVITATION_INCOMPLETE = 'This invitation link is incomplete. Open the whole link from your invitation again.';

const isGone = (error: unknown) => error instanceof ApiError && error.status === 410;

/** Accepting an invitation: the invitee chooses a username and a password and is logged in. */
export default function InvitationPage() {
  const token = useFragmentToken();
  const preview = useAsync(`invitation:${token}`, (signal) => (token ? previewInvitation(token, signal) : Promise.resolve(null)));
  const [gone, setGone] = useState(false);

  const isClient = useIsClient();

  let body;
  if (!isClient) body = <p>Checking your invitation...</p>;
  else if (!token) body = <Problem text={INVITATION_INCOMPLETE} />;
  else if (gone || (preview.status === 'failed' && isGone(preview.error))) body = <Problem text={INVITATION_GONE} />;
  else if (preview.status === 'failed') body = <Problem text="The invitation could not be checked. Please reload the page to try again." />;
  else if (preview.status === 'loading' || preview.data === null) body = <p>Checking your invitation...</p>;
  else body = <AcceptForm token={token} invitation={preview.data} onGone={() => setGone(true)} />;

  return (
    <section className="section login-page" aria-labelledby="invitation-heading">
      <PageMeta title="Accept your invitation" description="Choose a username and password for your staff account." path={paths.invitation()} noIndex />
      <div className="container">
        <div className="card login-page__box">
          <h1 id="invitation-heading">Accept your invitation</h1>
          {body}
        </div>
      </div>
    </section>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <p className="login-page__error" role="alert">
      {text}
    </p>
  );
}

function AcceptForm({ token, invitation, onGone }: { token: string; invitation: InvitationPreview; onGone: () => void }) {
  const navigate = useNavigate();
  const { SITE_NAME } = useSiteConfig();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string; confirmation?: string; form?: string }>({});
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (password !== confirmation) {
      setErrors({ confirmation: PASSWORDS_DIFFER });
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      storeToken(await acceptInvitation({ token, username: username.trim(), password }));
      navigate(paths.admin(), { replace: true });
    } catch (failure) {
      setSubmitting(false);
      if (isGone(failure)) return onGone();
      const message = failure instanceof ApiError ? failure.message : 'Your account could not be created. Please try again.';
      setErrors({ [fieldForProblem(failure)]: message });
    }
  }

  return (
    <form className="login-page__form" onSubmit={(event) => void handleSubmit(event)}>
      <p>
        {invitation.displayName ? `${invitation.displayName}, you` : 'You'} are invited to write for {SITE_NAME} as {ROLE_LABELS[invitation.role] ?? invitation.role}, with
        the e-mail address <strong>{invitation.email}</strong>.
      </p>
      <TextField
        id="invitation-username"
        name="username"
        label="Username"
        hint="The name you will log in with."
        autoComplete="username"
        required
        value={username}
        error={errors.username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <NewPasswordFields
        idPrefix="invitation"
        label="Password"
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        passwordError={errors.password}
        confirmationError={errors.confirmation}
      />
      <p className="login-page__error" role="alert">
        {errors.form}
      </p>
      <button className="button button--primary" type="submit" disabled={submitting}>
        Create my account
      </button>
    </form>
  );
}
