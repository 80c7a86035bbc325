import { REAUTH_FAILED_MESSAGE, REAUTH_FRAGMENT, REAUTH_VALID_SECONDS } from '@site/contracts';
import { useState } from 'react';
import { useAsync } from '../../../lib/use-async';
import { useSessionEnded } from '../../../lib/use-session-ended';
import { startReauth } from '../api/reauth';
import { getSingleSignOn } from '../api/single-sign-on';
import { problemText } from '../problem-text';

/** "Sign in with Microsoft" (OIDC_BUTTON_LABEL) becomes "Confirm with Microsoft". */
const confirmLabelOf = (buttonLabel: string | null): string => (buttonLabel ? buttonLabel.replace(/^sign in/i, 'Confirm') : 'Confirm at your identity provider');

/**
 * For a single sign-on user, who has no password: a fresh sign-in at the identity provider, after which the
 * browser comes back here (`#reauth=ok`) and the next sensitive change within minutes needs nothing more.
 */
export function ConfirmAtProvider({ action }: { action: string }) {
  const sso = useAsync('single-sign-on', (signal) => getSingleSignOn(signal));
  const [problem, setProblem] = useState<string | null>(null);
  const sessionEnded = useSessionEnded();
  const outcome = new URLSearchParams(window.location.hash.slice(1)).get(REAUTH_FRAGMENT);

  async function confirm(): Promise<void> {
    setProblem(null);
    try {
      window.location.assign((await startReauth()).url);
    } catch (error) {
      if (!sessionEnded(error)) setProblem(problemText(error));
    }
  }

  return (
    <div className="staff-confirm-at-provider">
      {outcome === 'ok' ? (
        <p className="staff-done" role="status">
          Confirmed. {action} within {REAUTH_VALID_SECONDS / 60} minutes.
        </p>
      ) : (
        <p className="staff-hint">{action} needs a fresh sign-in at your organisation first.</p>
      )}
      {(problem ?? (outcome === 'failed' ? REAUTH_FAILED_MESSAGE : null)) && (
        <p className="staff-problem" role="alert">
          {problem ?? REAUTH_FAILED_MESSAGE}
        </p>
      )}
      <button type="button" className="button button--secondary" onClick={() => void confirm()}>
        {confirmLabelOf(sso.status === 'ready' ? sso.data.buttonLabel : null)}
      </button>
    </div>
  );
}
