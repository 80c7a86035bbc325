import type { Quill } from 'react-quill-new';

type KeyboardContext = { quill: Quill };

/** Shown beside the editor and read out with it: how to leave it and how to indent without Tab. */
export const EDITOR_KEYS_HINT =
  'Tab moves on to the next field and Shift+Tab back to the toolbar. Indent with the toolbar’s indent buttons or Ctrl+] and Ctrl+[ (⌘ on a Mac).';

const indentBy = (step: '+1' | '-1') =>
  function indent(this: KeyboardContext) {
    this.quill.format('indent', step, 'user');
    return false;
  };

/**
 * Issue 27: Quill's own Tab bindings (a tab character, list and code-block indents, Shift+Tab deleting a
 * tab) would keep a keyboard user inside the editor and put tab characters into posts. Turned off, Tab and
 * Shift+Tab do what they do everywhere else; indenting moves to Ctrl+] and Ctrl+[ (Cmd on a Mac).
 */
export const EDITOR_KEY_BINDINGS = {
  indent: false,
  outdent: false,
  'indent code-block': false,
  'outdent code-block': false,
  'remove tab': false,
  tab: false,
  'table tab': false,
  'indent by shortcut': { key: ']', shortKey: true, handler: indentBy('+1') },
  'outdent by shortcut': { key: '[', shortKey: true, handler: indentBy('-1') },
} as const;
