/** The toolbar's own controls: its buttons and the labels that open its pickers (not a picker's options). */
const CONTROLS = 'button, .ql-picker-label';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Closes the picker a label opens, as Quill's own close does, when the arrows leave it open. */
function closePickerOf(control: HTMLElement): void {
  const picker = control.closest('.ql-picker.ql-expanded');
  if (!picker) return;
  picker.classList.remove('ql-expanded');
  control.setAttribute('aria-expanded', 'false');
  picker.querySelector('.ql-picker-options')?.setAttribute('aria-hidden', 'true');
}

/**
 * Issue 27, the ARIA toolbar pattern: Quill's toolbar is one Tab stop instead of seventeen, so Tab goes
 * from the field before it to the text in two presses. The arrow keys move along it (wrapping), Home and
 * End jump to its ends, and Tab comes back to the control used last. An open picker's options keep the
 * keys Quill gives them. Safe to call on every render: a toolbar is set up once.
 */
export function makeToolbarRoving(toolbar: HTMLElement): void {
  if (toolbar.dataset.roving === 'true') return;
  toolbar.dataset.roving = 'true';
  const controls = () => [...toolbar.querySelectorAll<HTMLElement>(CONTROLS)];
  const makeTabStop = (stop: HTMLElement) => {
    for (const control of controls()) control.tabIndex = control === stop ? 0 : -1;
  };

  const [first] = controls();
  if (first) makeTabStop(first);

  toolbar.addEventListener('focusin', (event) => {
    const control = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (control && toolbar.contains(control)) makeTabStop(control);
  });

  toolbar.addEventListener('keydown', (event) => {
    const move = MOVES[event.key];
    const all = controls();
    const index = all.indexOf(event.target as HTMLElement);
    if (!move || index === -1 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    closePickerOf(all[index]);
    const next = all[move(index, all.length)];
    makeTabStop(next);
    next.focus();
  });
}
