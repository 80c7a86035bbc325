import { SSO_ERROR_FRAGMENT, SSO_ERRORS, SSO_TOKEN_FRAGMENT, type SsoError } from '@site/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { storeToken } from '../../../lib/auth-token';
import { safeReturnPath, SESSION_ENDED_REASON } from '../../../lib/login-redirect';
import { useIsClient } from '../../../lib/use-is-client';
import type { LoginOutcome } from '../api/login';
import { CodeStep } from './code-step';
import { ForgotPasswordForm } from './forgot-password-form';
import { PasswordStep } from './password-step';
import { SingleSignOn } from './single-sign-on';

/** Only someone the policy sends to set up two-step sign-in needs it: its own chunk. */
const TwoStepSetup = lazy(() => import('./two-step-setup'));

type Step = { name: 'password' } | { name: 'code'; mfaToken: string } | { name: 'setup'; setupToken: string } | { name: 'forgot' };

/** Spec 2.12's login (username, password, Login, error area), then the code step or the two-step set-up when the answer asks for one. */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>({ name: 'password' });
  // The query string is not known when the page is prerendered; the notice appears once the app runs.
  const isClient = useIsClient();
  const sessionEnded = isClient && searchParams.get('reason') === SESSION_ENDED_REASON;

  const enter = (token: string) => {
    storeToken(token);
    const destination = safeReturnPath(searchParams.get('returnTo'));
    navigate(destination, { replace: true });
  };
  const afterPassword = (outcome: LoginOutcome) => {
    if (outcome.kind === 'signed-in') enter(outcome.token);
    else if (outcome.kind === 'code-needed') setStep({ name: 'code', mfaToken: outcome.mfaToken });
    else setStep({ name: 'setup', setupToken: outcome.setupToken });
  };
  const backToPassword = () => setStep({ name: 'password' });

  // Back from the identity provider: the session token (or why there is none) is in the fragment, which no server saw.
  const { hash } = useLocation();
  const ssoAnswer = new URLSearchParams(isClient ? hash.replace(/^#/, '') : '');
  const ssoToken = ssoAnswer.get(SSO_TOKEN_FRAGMENT);
  const ssoError = ssoAnswer.get(SSO_ERROR_FRAGMENT);
  const ssoProblem = ssoError ? (SSO_ERRORS[ssoError as SsoError] ?? SSO_ERRORS.failed) : '';
  useEffect(() => {
    if (ssoToken) enter(ssoToken);
    // Once, for the token the provider's redirect brought.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ssoToken]);

  return (
    <section className="section login-page" aria-labelledby="login-heading">
      <PageMeta title="Staff Login" description="Sign in to manage blog posts and case studies." path={paths.login()} noIndex />
      <div className="container">
        <div className="card login-page__box">
          <h1 id="login-heading">Staff Login</h1>
          {sessionEnded && step.name === 'password' && (
            <p className="login-page__notice" role="status">
              Your session has ended. Please log in again: your unsaved work has been kept and will be offered back.
            </p>
          )}
          {ssoProblem && step.name === 'password' && (
            <p className="login-page__error" role="alert">
              {ssoProblem}
            </p>
          )}
          {step.name === 'password' && isClient && <SingleSignOn />}
          {step.name === 'password' && <PasswordStep onAnswer={afterPassword} onForgot={() => setStep({ name: 'forgot' })} />}
          {step.name === 'code' && <CodeStep mfaToken={step.mfaToken} onSignedIn={enter} onBack={backToPassword} />}
          {step.name === 'forgot' && <ForgotPasswordForm onBack={backToPassword} />}
          {step.name === 'setup' && (
            <Suspense fallback={<p>Loading...</p>}>
              <p className="login-page__notice">This site requires two-step sign-in for your account. Set it up now to continue.</p>
              <TwoStepSetup setupToken={step.setupToken} onFinished={(token) => (token ? enter(token) : backToPassword())} onCancel={backToPassword} />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}
