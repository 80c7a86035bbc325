import { SINGLE_SIGN_ON_START_PATH } from '@site/contracts';
import { useAsync } from '../../../lib/use-async';
import { getSingleSignOn } from '../api/single-sign-on';

/** "Sign in with Microsoft" (OIDC_BUTTON_LABEL) when the site has single sign-on: a link, as the browser leaves for the provider. */
export function SingleSignOn() {
  const sso = useAsync('single-sign-on', (signal) => getSingleSignOn(signal));
  if (sso.status !== 'ready' || !sso.data.buttonLabel) return null;
  return (
    <div className="login-page__sso">
      <a className="button button--primary" href={SINGLE_SIGN_ON_START_PATH}>
        {sso.data.buttonLabel}
      </a>
      {sso.data.required && <p className="login-page__notice">Staff sign in through their organisation. The password form is for the site's emergency administrator only.</p>}
    </div>
  );
}
