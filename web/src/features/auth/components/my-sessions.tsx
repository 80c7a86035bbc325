import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { clearToken } from '../../../lib/auth-token';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSessionEnded } from '../../../lib/use-session-ended';
import { endMySession, listMySessions, logOutEverywhere, type MySession } from '../api/my-sessions';
import { problemText } from '../problem-text';
import { ConfirmAtProvider } from './confirm-at-provider';

/** The user's own signed-in sessions (browsers and devices), each to end, and "Log out everywhere". */
export function MySessions({ singleSignOn = false }: { singleSignOn?: boolean }) {
  const navigate = useNavigate();
  const sessionEnded = useSessionEnded();
  const [sessions, setSessions] = useState<MySession[] | null>(null);
  const [problem, setProblem] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [password, setPassword] = useState('');

  const fail = useCallback((error: unknown) => !sessionEnded(error) && setProblem(problemText(error)), [sessionEnded]);
  const reload = useCallback(() => {
    listMySessions().then(setSessions, fail);
  }, [fail]);
  useEffect(reload, [reload]);

  const end = async (session: MySession) => {
    setProblem('');
    setBusyId(session.id);
    try {
      await endMySession(session.id, singleSignOn ? undefined : password);
      setPassword('');
      reload();
    } catch (error) {
      fail(error);
    } finally {
      setBusyId(null);
    }
  };
  const everywhere = async () => {
    if (!window.confirm('Log out of every session of your account, this one included?')) return;
    setProblem('');
    try {
      await logOutEverywhere(singleSignOn ? undefined : password);
      clearToken();
      navigate(paths.login());
    } catch (error) {
      fail(error);
    }
  };

  return (
    <section className="staff-block" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Where you are logged in</h2>
      {problem && (
        <p className="staff-problem" role="alert">
          {problem}
        </p>
      )}
      {sessions === null ? (
        !problem && <p>Loading your sessions...</p>
      ) : (
        <ul className="staff-list">
          {sessions.map((session) => (
            <li key={session.id} className="staff-item" aria-label={session.current ? 'This session' : `Session from ${session.clientAddress ?? 'an unknown address'}`}>
              <div className="staff-item__top">
                <strong>{session.userAgent || 'Unknown browser'}</strong>
                {session.current && <span className="staff-badge">This session</span>}
              </div>
              <p className="staff-muted">
                From {session.clientAddress ?? 'an unknown address'} · logged in {formatDateTime(session.createdAt)} · last active {formatDateTime(session.lastActiveAt)}
              </p>
              {!session.current && (
                <div className="staff-actions">
                  <button type="button" className="button button--secondary" disabled={busyId === session.id || (!password && !singleSignOn)} onClick={() => void end(session)}>
                    End session
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {singleSignOn && <ConfirmAtProvider action="End your other sessions" />}
      {!singleSignOn && <TextField
        id="sessions-password"
        type="password"
        label="Your password, to end sessions"
        hint="Ending your other sessions needs your password, so that nobody with a stolen session can shut you out."
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />}
      <div className="staff-actions">
        <button type="button" className="button button--danger" disabled={!password && !singleSignOn} onClick={() => void everywhere()}>
          Log out everywhere
        </button>
      </div>
    </section>
  );
}
