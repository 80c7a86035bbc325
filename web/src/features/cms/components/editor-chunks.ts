import { preloadable } from '../../../lib/preloadable';

// The editor's screens are chunks of their own (issue 27): Manage Content never loads the rich-text editor.
// They are declared once, here, so that whoever fetches them ahead of need (as someone signs in) fetches
// the very ones the editor renders.
export const ContentFormPanelScreen = preloadable(async () => (await import('./content-form-panel')).default);
export const ContentPreviewScreen = preloadable(async () => (await import('./content-preview')).default);
export const ManageContentScreen = preloadable(async () => (await import('./manage-content')).ManageContent);
export const RichTextEditorChunk = preloadable(async () => (await import('./rich-text-editor')).RichTextEditor);

/** Fetches the editor's first screens (the form with its rich-text editor, and Manage Content). */
export function preloadEditorChunks(): Promise<unknown> {
  return Promise.all([ContentFormPanelScreen, RichTextEditorChunk, ManageContentScreen].map((chunk) => chunk.preload()));
}
