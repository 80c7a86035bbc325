import { useLoaderData } from 'react-router-dom';
import ContentEditor from '../../../features/cms/components/content-editor';
import type { ContentPage } from '../../../features/cms/api/list-content-page';
import { useStaffContext } from '../staff-context';

/** What the editor's loader gives it: Manage Content's first page when the editor opens on that tab. */
export interface EditorLoaderData {
  firstContentPage?: Promise<ContentPage>;
}

/** The spec's editor, at its own address, with its two tabs. */
export function Component() {
  const { firstContentPage } = useLoaderData() as EditorLoaderData;
  return <ContentEditor staff={useStaffContext().staff} firstContentPage={firstContentPage} />;
}
