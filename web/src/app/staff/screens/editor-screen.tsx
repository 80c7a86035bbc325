import ContentEditor, { preloadEditorChunks } from '../../../features/cms/components/content-editor';
import { useStaffContext } from '../staff-context';

/** The spec's admin editor at its own address: Basic Info (Edit Content) and Manage Content. */
export function Component() {
  return <ContentEditor staff={useStaffContext().staff} />;
}

/** For whoever fetches the editor ahead of need: its first screens come along (see staff-routes' warmStaffScreen). */
export { preloadEditorChunks };
