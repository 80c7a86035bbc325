/** How long to wait for a screen that is still loading its chunk or its data. */
const WAIT_MS = 5000;

/**
 * Issue 27: after an action, focus goes where the next step is. The element may not be on the page yet (a
 * panel still loading its code), so it is looked for on each frame for a while. An element that is not
 * focusable by itself (a heading, a message) is made focusable from script only. `scroll` centres it;
 * `after` names an element to wait for as well (the rich-text editor, which changes the layout as it arrives).
 */
export function focusWhenPresent(selector: string, { scroll = false, after }: { scroll?: boolean; after?: string } = {}): void {
  const started = performance.now();
  const attempt = () => {
    const target = document.querySelector<HTMLElement>(selector);
    if (target && (!after || document.querySelector(after))) {
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: scroll });
      if (scroll) target.scrollIntoView({ block: 'center' });
    } else if (performance.now() - started < WAIT_MS) {
      requestAnimationFrame(attempt);
    }
  };
  attempt();
}
