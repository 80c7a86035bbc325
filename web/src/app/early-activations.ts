/**
 * Presses and submits that arrive before the app has hydrated: a button's click is held (its handler
 * does not exist yet) and a form's submit is held (the browser would otherwise send the form as a plain
 * GET and drop what was typed), then both are repeated once the app is ready. Links work as plain links
 * until React starts to take the page over; from then until it is ready (when a click could fall between
 * the two) a link's click is held too and repeated as an in-app navigation.
 */
export interface EarlyActivations {
  /** From now on holds link clicks too (React has started to take the page over). */
  holdLinks(): void;
  /** Stops holding and repeats what was held, in order, on the elements still in the page. */
  replay(): void;
  /** Stops holding; only held link clicks are repeated, as plain links (the app could not start). */
  release(): void;
}

/**
 * Starts holding. `heldBefore` are presses and submits the page bootstrap held (and cancelled) before
 * this ran; they are repeated with the rest.
 */
export function holdEarlyActivations(heldBefore: readonly Event[] = []): EarlyActivations {
  const held: Array<() => void> = heldBefore.flatMap((event) => repeatOf(event) ?? []);
  const heldLinks: Array<() => void> = [];
  let holdingLinks = false;

  const holdClick = (event: MouseEvent) => {
    const link = holdingLinks ? sameTabLink(event) : null;
    if (link) {
      event.preventDefault();
      event.stopImmediatePropagation();
      const repeat = () => (link.isConnected ? link.click() : followLinkTo(link.href));
      held.push(repeat);
      heldLinks.push(repeat);
      return;
    }
    const button = pressedButton(event);
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(repeatPress(button));
  };
  const holdSubmit = (event: SubmitEvent) => {
    const repeat = repeatSubmit(event);
    if (!repeat) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(repeat);
  };

  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);

  const stopHolding = () => {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
  };
  return {
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

/** How to repeat a press or a submit the page bootstrap held. */
function repeatOf(event: Event): (() => void) | null {
  if (event instanceof SubmitEvent) return repeatSubmit(event);
  const button = pressedButton(event);
  return button && repeatPress(button);
}

/** The button a click presses, unless it submits a form (its form's submit is held instead) or is disabled. */
function pressedButton(event: Event): HTMLButtonElement | null {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  return button && !button.disabled && button.type !== 'submit' ? button : null;
}

function repeatPress(button: HTMLButtonElement): () => void {
  return () => button.isConnected && button.click();
}

function repeatSubmit(event: SubmitEvent): (() => void) | null {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return null;
  const submitter = event.submitter;
  return () => form.isConnected && form.requestSubmit(submitter?.isConnected ? submitter : undefined);
}

/**
 * Follows a held link whose element React replaced while it took the page over: the same link in the
 * page now, clicked so the app navigates, or failing that the address loaded as a plain link would.
 */
function followLinkTo(href: string): void {
  const same = [...document.querySelectorAll('a')].find((link) => link.href === href);
  if (same) same.click();
  else window.location.assign(href);
}

/** The link a plain left click opens in this tab, if any (not a new tab, a download or a modified click). */
function sameTabLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link?.href || link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) return null;
  return link;
}
