import {
  ContentEditorScreen,
  ContentFormPanelScreen,
  ManageContentScreen,
  RichTextEditorChunk,
} from '../features/cms/components/screen-chunks';
import { lazyPage } from './lazy-page';

export const AdminPage = lazyPage(() => import('./routes/admin-route'));

/**
 * Fetches the code of the staff area's first screens (the editor, its form and rich-text editor, and
 * Manage Content) while someone is signing in, so that after Login only the data is still to come, and
 * no screen on the way waits behind a "Loading..." fallback.
 */
export function preloadStaffArea(): void {
  for (const chunk of [AdminPage, ContentEditorScreen, ContentFormPanelScreen, RichTextEditorChunk, ManageContentScreen]) {
    // A chunk that fails here is fetched again, with its error shown, when its screen opens.
    chunk.preload().catch(() => undefined);
  }
}
