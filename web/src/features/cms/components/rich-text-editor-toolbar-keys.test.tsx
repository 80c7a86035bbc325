import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../testing/render-with-site';
import { RichTextEditor } from './rich-text-editor';

/**
 * The ARIA toolbar pattern on the editor's real Quill toolbar. Tab itself is checked in Chromium
 * (staff-accessibility.spec.ts): happy-dom has no layout, so it would tab into closed pickers' options.
 */
async function renderToolbar() {
  const user = userEvent.setup();
  renderWithSite(<RichTextEditor id="content" labelId="content-label" value="" onChange={() => undefined} />);
  const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
  const control = (name: string) => within(toolbar).getByRole('button', { name });
  /** The toolbar's buttons and picker labels that Tab stops on (a picker's options are not among them). */
  const tabStops = () =>
    [...toolbar.querySelectorAll<HTMLElement>('button, .ql-picker-label')].filter((element) => element.tabIndex === 0).map((element) => element.getAttribute('aria-label'));
  return { user, control, tabStops };
}

describe('the formatting toolbar with the keyboard', () => {
  it('has one Tab stop, its first control', async () => {
    const { tabStops } = await renderToolbar();
    expect(tabStops()).toEqual(['Text style']);
  });

  it('moves along with the arrow keys, wraps at both ends, and jumps with Home and End', async () => {
    const { user, control } = await renderToolbar();
    control('Text style').focus();
    await user.keyboard('{ArrowRight}');
    expect(control('Bold')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(control('Clear formatting')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(control('Text style')).toHaveFocus();
    await user.keyboard('{End}');
    expect(control('Clear formatting')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(control('Text style')).toHaveFocus();
  });

  it('keeps the control used last as its Tab stop, however it was reached', async () => {
    const { user, control, tabStops } = await renderToolbar();
    control('Text style').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tabStops()).toEqual(['Italic']);
    await user.click(control('Quote'));
    expect(tabStops()).toEqual(['Quote']);
  });

  it('leaves an open picker’s options to Quill: the arrows do not move out of them', async () => {
    const { user, control } = await renderToolbar();
    control('Text style').focus();
    await user.keyboard('{Enter}');
    const heading = screen.getByRole('button', { name: 'Heading 2' });
    heading.focus();
    await user.keyboard('{ArrowRight}');
    expect(heading).toHaveFocus();
  });

  it('closes a picker the arrows leave open', async () => {
    const { user, control } = await renderToolbar();
    control('Text style').focus();
    await user.keyboard('{Enter}');
    expect(control('Text style')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    expect(control('Bold')).toHaveFocus();
    expect(control('Text style')).toHaveAttribute('aria-expanded', 'false');
    expect(control('Text style').closest('.ql-picker')).not.toHaveClass('ql-expanded');
  });
});
