/**
 * Presses and submits that arrive before the app has hydrated: a button's click is held (its handler
 * does not exist yet) and a form's submit is held (the browser would otherwise send the form as a plain
 * GET and drop what was typed), then both are repeated once the app is ready. Links work as plain links
 * until React starts to take the page over; from then until it is ready (when a click could fall between
 * the two) a link's click is held too and repeated as an in-app navigation.
 */
export interface EarlyActivations {
  /** Calls `listener` once, at the first sign that the visitor is using the page. */
  onFirst(listener: () => void): void;
  /** From now on holds link clicks too (React has started to take the page over). */
  holdLinks(): void;
  /** Stops holding and repeats what was held, in order, on the elements still in the page. */
  replay(): void;
  /** Stops holding; only held link clicks are repeated, as plain links (the app could not start). */
  release(): void;
}

const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

export function holdEarlyActivations(): EarlyActivations {
  const held: Array<() => void> = [];
  const heldLinks: Array<() => void> = [];
  const firstUseListeners: Array<() => void> = [];
  let holdingLinks = false;

  const holdClick = (event: MouseEvent) => {
    const link = holdingLinks ? sameTabLink(event) : null;
    if (link) {
      event.preventDefault();
      event.stopImmediatePropagation();
      const repeat = () => link.isConnected && link.click();
      held.push(repeat);
      heldLinks.push(repeat);
      return;
    }
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
    holdLinks: () => (holdingLinks = true),
    replay() {
      stopHolding();
      heldLinks.length = 0;
      for (const repeat of held.splice(0)) repeat();
    },
    release() {
      stopHolding();
      held.length = 0;
      for (const repeat of heldLinks.splice(0)) repeat();
    },
  };
}

/** The link a plain left click opens in this tab, if any (not a new tab, a download or a modified click). */
function sameTabLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link?.href || link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) return null;
  return link;
}
