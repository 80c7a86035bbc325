import { describe, expect, it } from 'vitest';
import { withoutTabs } from './without-tabs';

describe('withoutTabs', () => {
  it('turns a stray tab typed after a heading into a space', () => {
    expect(withoutTabs('<h2>Intro sentence typed by keyboard.\t</h2>')).toBe('<h2>Intro sentence typed by keyboard. </h2>');
  });

  it('keeps tabs inside a code block and removes them around it', () => {
    expect(withoutTabs('<p>a\tb</p><pre class="ql-syntax">if (x) {\n\treturn;\n}</pre><p>\tc</p>')).toBe(
      '<p>a b</p><pre class="ql-syntax">if (x) {\n\treturn;\n}</pre><p> c</p>',
    );
  });

  it('leaves text without tabs as it is', () => {
    expect(withoutTabs('<p>Nothing to change</p>')).toBe('<p>Nothing to change</p>');
  });
});
