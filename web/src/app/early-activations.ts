/**
 * Presses and submits that arrive before the app has hydrated: a button's click is held (its handler
 * does not exist yet) and a form's submit is held (the browser would otherwise send the form as a plain
 * GET and drop what was typed), then both are repeated once the app is ready. Links are left alone:
 * they work as plain links from the first paint.
 */
export interface EarlyActivations {
  /** Calls `listener` once, at the first sign that the visitor is using the page. */
  onFirst(listener: () => void): void;
  /** Stops holding and repeats what was held, in order, on the elements still in the page. */
  replay(): void;
  /** Stops holding and forgets what was held (the app could not start). */
  release(): void;
}

const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

export function holdEarlyActivations(): EarlyActivations {
  const held: Array<() => void> = [];
  const firstUseListeners: Array<() => void> = [];

  const holdClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled || button.type === 'submit') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(() => button.isConnected && button.click());
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter;
    held.push(() => form.isConnected && form.requestSubmit(submitter?.isConnected ? submitter : undefined));
  };
  const noticeFirstUse = () => {
    for (const type of FIRST_USE_EVENTS) document.removeEventListener(type, noticeFirstUse, true);
    for (const listener of firstUseListeners.splice(0)) listener();
  };

  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  for (const type of FIRST_USE_EVENTS) document.addEventListener(type, noticeFirstUse, { capture: true, passive: true });

  const stopHolding = () => {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
  };
  return {
    onFirst: (listener) => firstUseListeners.push(listener),
    replay() {
      stopHolding();
      for (const repeat of held.splice(0)) repeat();
    },
    release() {
      stopHolding();
      held.length = 0;
    },
  };
}
