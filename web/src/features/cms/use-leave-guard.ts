import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * While `active`, closing or reloading the tab brings up the browser's own leave-page question, and going
 * Back asks `question` first (the router holds the step until it is answered).
 */
export function useLeaveGuard(active: boolean, question: string): void {
  const blocker = useBlocker(({ historyAction }) => active && historyAction === 'POP');
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
