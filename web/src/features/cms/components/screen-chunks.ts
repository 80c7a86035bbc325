import { preloadable } from '../../../lib/preloadable';

// Each staff screen is a chunk of its own (issue 27): the inbox or the list never loads the rich-text
// editor. They are declared once, here, so that whoever fetches one ahead of need (as someone signs in)
// fetches the very one the screen renders.
export const ContentEditorScreen = preloadable(async () => (await import('./content-editor')).default);
export const ContentFormPanelScreen = preloadable(async () => (await import('./content-form-panel')).default);
export const ContentPreviewScreen = preloadable(async () => (await import('./content-preview')).default);
export const ManageContentScreen = preloadable(async () => (await import('./manage-content')).ManageContent);
export const EnquiryInboxScreen = preloadable(async () => (await import('./enquiry-inbox')).EnquiryInbox);
export const RichTextEditorChunk = preloadable(async () => (await import('./rich-text-editor')).RichTextEditor);
