import './content-editor.css';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import type { StaffClaims } from '../../../lib/token-claims';
import { contentPermissions } from '../content-permissions';
import { focusWhenPresent } from '../focus-when-present';
import { useFirstAnswer } from '../../../lib/first-answer';
import type { ContentPage } from '../api/list-content-page';
import { useContentEditor } from '../use-content-editor';
import { useKeptScroll } from '../use-kept-scroll';
import { STATUS_MESSAGE_ID, useStatusMessage } from '../use-status-message';
import { tabFromAddress, useTabAddress } from '../use-tab-address';
import {
  ContentFormPanelScreen as ContentFormPanel,
  ContentPreviewScreen as ContentPreview,
  ManageContentScreen as ManageContent,
} from './editor-chunks';
import { StaffTabList, type TabChoice } from './staff-tab-list';
import { UnsavedCopyOffers } from './unsaved-copy-offers';
import type { UnsavedCopy } from '../unsaved-copies';

interface ContentEditorProps {
  /** Who is signed in, as the token says: only what their role may do is offered. */
  staff: Pick<StaffClaims, 'userId' | 'role'>;
  /** Manage Content's first page, read by the route's loader when the editor opens on that tab. */
  firstContentPage?: Promise<ContentPage>;
}

const FORM_TAB = 'form';
const MANAGE_TAB = 'manage';
/** The rich-text editor has arrived (and with it the form's final layout). */
const EDITOR_READY = '#cms-content .ql-editor';
const loading = <p>Loading...</p>;

/** The spec's admin editor: its two tabs, Basic Info (Edit Content when editing) and Manage Content. */
export default function ContentEditor({ staff, firstContentPage }: ContentEditorProps) {
  const takeFirstPage = useFirstAnswer(firstContentPage);
  const permissions = contentPermissions(staff);
  const { search } = useLocation();
  const [initialTab] = useState(() => tabFromAddress(search, [FORM_TAB, MANAGE_TAB], FORM_TAB));
  const editor = useContentEditor(staff.userId, initialTab);
  const [previewing, setPreviewing] = useState(false);
  const status = useStatusMessage();
  const editing = editor.editingId !== null;
  useTabAddress(editor.tab, FORM_TAB);
  useKeptScroll();

  // Arriving (after login, or from a bookmark): focus starts at the screen's heading.
  useEffect(() => focusWhenPresent('#cms-heading'), []);

  const formLabel = editing ? 'Edit Content' : 'Basic Info';
  const tabs: Array<TabChoice & { title: string }> = [
    { id: FORM_TAB, label: formLabel, title: formLabel },
    { id: MANAGE_TAB, label: 'Manage Content', title: 'Manage Content' },
  ];
  const screenTitle = tabs.find((tab) => tab.id === editor.tab)?.title ?? formLabel;

  const discardCopy = (copy: UnsavedCopy) => {
    if (window.confirm('Discard this unsaved draft? It cannot be restored afterwards.')) editor.discardCopy(copy);
  };
  const preview = () => {
    setPreviewing(true);
    focusWhenPresent('.cms-preview h1');
  };
  const backToEditing = () => {
    setPreviewing(false);
    focusWhenPresent('#cms-preview-button', { scroll: true, after: EDITOR_READY });
  };
  const edit = async (item: { id: string }) => {
    if (await editor.startEditing(item)) focusWhenPresent('#cms-title', { scroll: true, after: EDITOR_READY });
  };

  if (previewing) {
    return (
      <Suspense fallback={<p className="container section">Loading...</p>}>
        <ContentPreview draft={editor.draft} onBack={backToEditing} />
      </Suspense>
    );
  }

  return (
    <section className="section cms" aria-labelledby="cms-heading">
      <PageMeta title={`${screenTitle} – Staff area`} description="Write, publish, edit and delete blog posts and case studies." path={paths.admin()} noIndex />
      <div className="container">
        <div className="cms__top">
          <h1 id="cms-heading" tabIndex={-1}>
            {editing ? 'Edit Blog Post/Case Study' : 'Create New Blog Post/Case Study'}
          </h1>
        </div>
        <UnsavedCopyOffers copies={editor.unsavedCopies} onRestore={editor.restoreCopy} onDiscard={discardCopy} />
        {editor.notice && (
          <div className="cms__notice" role="status">
            <p>{editor.notice}</p>
            <button type="button" className="button button--secondary" onClick={editor.dismissNotice}>
              Dismiss
            </button>
          </div>
        )}
        <div className="cms__status-region" role="status">
          {status.text && (
            <p key={status.count} id={STATUS_MESSAGE_ID} data-count={status.count} className="cms__status" tabIndex={-1}>
              {status.text}
            </p>
          )}
        </div>
        <StaffTabList tabs={tabs} selected={editor.tab} onSelect={editor.showTab} panelId="cms-panel" label="Editor sections" />
        <div id="cms-panel" role="tabpanel" aria-labelledby={`cms-tab-${editor.tab}`}>
          <h2 className="visually-hidden">{screenTitle}</h2>
          {/* One boundary per tab: a screen left while the next one's code is still loading is gone at once,
              never kept hidden and shown again with its old state (Quill would bring back reset typing). */}
          <Suspense key={editor.tab} fallback={loading}>
            {editor.tab === FORM_TAB ? (
              <ContentFormPanel editor={editor} permissions={permissions} onPreview={preview} onStatus={status.announce} />
            ) : (
              <ManageContent
                onEdit={(item) => void edit(item)}
                onDeleted={(id) => {
                  editor.deleted(id);
                  status.announce('Content deleted successfully');
                }}
                permissions={permissions}
                takeFirstPage={takeFirstPage}
              />
            )}
          </Suspense>
        </div>
      </div>
    </section>
  );
}
