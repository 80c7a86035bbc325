import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { loginHref, SESSION_ENDED_REASON } from './login-redirect';
import { SessionEndedError } from './staff-request';

/**
 * For the staff screens: a call refused because the session ended sends the user to log in (and back here
 * afterwards). Returns whether it did, so the caller shows its own message otherwise.
 */
export function useSessionEnded(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof SessionEndedError)) return false;
      navigate(loginHref(paths.admin(), SESSION_ENDED_REASON));
      return true;
    },
    [navigate],
  );
}
