/**
 * Issue 27: Quill's toolbar buttons, pickers and picker options carry no accessible name. These are the
 * names a screen reader says for them, set on the toolbar Quill built.
 */
const BUTTON_NAMES: Record<string, string> = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  'list:ordered': 'Numbered list',
  'list:bullet': 'Bulleted list',
  'indent:-1': 'Decrease indent',
  'indent:+1': 'Increase indent',
  link: 'Link',
  image: 'Insert image',
  blockquote: 'Quote',
  'code-block': 'Code block',
  clean: 'Clear formatting',
};

const PICKER_NAMES: Record<string, string> = { header: 'Text style', color: 'Text colour', background: 'Background colour' };

/** Quill's 35 default colours, in its order (rows of seven: base, palest, light, dark, darkest). */
const HUES = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'];
const COLOUR_NAMES: Record<string, string> = Object.fromEntries(
  [
    ['#000000', ...['#e60000', '#ff9900', '#ffff00', '#008a00', '#0066cc', '#9933ff']],
    ['#ffffff', ...['#facccc', '#ffebcc', '#ffffcc', '#cce8cc', '#cce0f5', '#ebd6ff']],
    ['#bbbbbb', ...['#f06666', '#ffc266', '#ffff66', '#66b966', '#66a3e0', '#c285ff']],
    ['#888888', ...['#a10000', '#b26b00', '#b2b200', '#006100', '#0047b2', '#6b24b2']],
    ['#444444', ...['#5c0000', '#663d00', '#666600', '#003700', '#002966', '#3d1466']],
  ].flatMap((row, rowIndex) => {
    const shade = ['', 'palest ', 'light ', 'dark ', 'darkest '][rowIndex];
    const grey = ['black', 'white', 'light grey', 'grey', 'dark grey'][rowIndex];
    return row.map((hex, column) => [hex, column === 0 ? grey : `${shade}${HUES[column - 1]}`]);
  }),
);

/** An option without a value is the picker's default: normal text, the text's own colour, no background. */
function optionName(picker: string, value: string | null): string {
  if (picker === 'header') return value ? `Heading ${value}` : 'Normal text';
  const colour = value ? (COLOUR_NAMES[value.toLowerCase()] ?? value) : picker === 'color' ? 'default' : 'none';
  return `${PICKER_NAMES[picker]}: ${colour}`;
}

export function nameToolbar(toolbar: HTMLElement): void {
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', 'Formatting');
  for (const button of toolbar.querySelectorAll<HTMLButtonElement>('button')) {
    const format = [...button.classList].find((name) => name.startsWith('ql-'))?.slice(3) ?? '';
    const name = BUTTON_NAMES[button.value ? `${format}:${button.value}` : format];
    // Quill's own labels are its format names ("list: ordered", "indent: -1").
    if (name) button.setAttribute('aria-label', name);
  }
  for (const [picker, name] of Object.entries(PICKER_NAMES)) {
    const root = toolbar.querySelector(`.ql-picker.ql-${picker}`);
    root?.querySelector('.ql-picker-label')?.setAttribute('aria-label', name);
    for (const item of root?.querySelectorAll('.ql-picker-item') ?? []) {
      item.setAttribute('aria-label', optionName(picker, item.getAttribute('data-value')));
    }
  }
}
