import { useEffect, type RefObject } from 'react';
import type ReactQuill from 'react-quill-new';
import { nameToolbar } from './toolbar-names';
import { makeToolbarRoving } from './toolbar-roving-focus';

interface EditorState {
  /** Ids of the texts that describe the editor (its keyboard hint, its error). */
  describedBy?: string;
  invalid?: boolean;
}

/** Issue 27: the editable area says what describes it, that it is required and whether it is in error; the toolbar is named and is one Tab stop. */
export function useAccessibleEditor(quill: RefObject<ReactQuill | null>, { describedBy, invalid = false }: EditorState): void {
  useEffect(() => {
    const editor = quill.current?.getEditor();
    if (!editor) return;
    const editable = editor.root;
    editable.setAttribute('aria-required', 'true');
    editable.setAttribute('aria-invalid', String(invalid));
    if (describedBy) editable.setAttribute('aria-describedby', describedBy);
    else editable.removeAttribute('aria-describedby');
    const toolbar = editor.getModule('toolbar') as { container?: HTMLElement } | undefined;
    if (toolbar?.container) {
      nameToolbar(toolbar.container);
      makeToolbarRoving(toolbar.container);
    }
    editor.root.parentElement?.querySelector('.ql-tooltip input')?.setAttribute('aria-label', 'Link address');
  });
}
