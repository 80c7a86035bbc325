import { paths } from '../../config/paths';
import { LoginPage } from '../../features/auth/components/login-page';
import { readFirstContentPageAhead } from '../../features/cms/api/list-content-page';
import {
  ContentEditorScreen,
  ContentFormPanelScreen,
  ManageContentScreen,
  RichTextEditorChunk,
} from '../../features/cms/components/screen-chunks';
import { AdminPage } from '../staff-area';

/**
 * Fetches the code of the staff area's first screens (the editor, its form and rich-text editor, and
 * Manage Content) while someone is signing in, so that after Login only the data is still to come, and
 * no screen on the way waits behind a "Loading..." fallback. Declared here, in the login page's chunk,
 * so that public pages carry none of it.
 */
function preloadStaffArea(): void {
  for (const chunk of [AdminPage, ContentEditorScreen, ContentFormPanelScreen, RichTextEditorChunk, ManageContentScreen]) {
    // A chunk that fails here is fetched again, with its error shown, when its screen opens.
    chunk.preload().catch(() => undefined);
  }
}

/** Whoever is going to the staff area gets its first page of content read while the editor is drawn. */
function readStaffAreaAhead(destination: string): void {
  if (!destination.startsWith(paths.admin())) return;
  preloadStaffArea();
  readFirstContentPageAhead();
}

/** The login page; someone starting to sign in is about to need the staff area, so its code comes while they type. */
export default function LoginRoute() {
  return <LoginPage onSigningIn={preloadStaffArea} onSignedIn={readStaffAreaAhead} />;
}
