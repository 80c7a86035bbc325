import { lazy } from 'react';

// The editor's screens are chunks of their own (issue 27): Manage Content never loads the rich-text editor.
export const ContentFormPanelScreen = lazy(() => import('./content-form-panel'));
export const ContentPreviewScreen = lazy(() => import('./content-preview'));
export const ManageContentScreen = lazy(async () => ({ default: (await import('./manage-content')).ManageContent }));
export const RichTextEditorChunk = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));
