import './content-editor.css';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { endSession } from '../../../lib/staff-session';
import type { StaffClaims } from '../../../lib/token-claims';
import { contentPermissions } from '../content-permissions';
import { focusWhenPresent } from '../focus-when-present';
import { useContentEditor } from '../use-content-editor';
import { useKeptScroll } from '../use-kept-scroll';
import { useNewEnquiryCount } from '../use-new-enquiry-count';
import { STATUS_MESSAGE_ID, useStatusMessage } from '../use-status-message';
import { tabFromAddress, useTabAddress } from '../use-tab-address';
import {
  ContentFormPanelScreen as ContentFormPanel,
  ContentPreviewScreen as ContentPreview,
  EnquiryInboxScreen as EnquiryInbox,
  ManageContentScreen as ManageContent,
} from './screen-chunks';
import { StaffTabList, type TabChoice } from './staff-tab-list';
import { UnsavedCopyOffers } from './unsaved-copy-offers';
import type { UnsavedCopy } from '../unsaved-copies';


/** A tab the staff area adds beside the editor's own (the account, users and activity screens). */
export interface StaffTab {
  id: string;
  label: string;
  panel: ReactNode;
}

interface ContentEditorProps {
  /** Who is signed in, as the token says: only what their role may do is offered. */
  staff: Pick<StaffClaims, 'userId' | 'role'>;
  extraTabs?: StaffTab[];
}

const FORM_TAB = 'form';
/** The rich-text editor has arrived (and with it the form's final layout). */
const EDITOR_READY = '#cms-content .ql-editor';
const loading = <p>Loading...</p>;

export default function ContentEditor({ staff, extraTabs = [] }: ContentEditorProps) {
  const permissions = contentPermissions(staff);
  const tabIds = [FORM_TAB, 'manage', ...(permissions.canSeeEnquiries ? ['enquiries'] : []), ...extraTabs.map((tab) => tab.id)];
  const { search } = useLocation();
  const [initialTab] = useState(() => tabFromAddress(search, tabIds, FORM_TAB));
  const editor = useContentEditor(staff.userId, initialTab);
  const navigate = useNavigate();
  const [previewing, setPreviewing] = useState(false);
  const status = useStatusMessage();
  const enquiries = useNewEnquiryCount(permissions.canSeeEnquiries);
  const editing = editor.editingId !== null;
  const extraTab = extraTabs.find((tab) => tab.id === editor.tab);
  useTabAddress(editor.tab, FORM_TAB);
  useKeptScroll();

  // Arriving (after login, or from a bookmark): focus starts at the screen's heading.
  useEffect(() => focusWhenPresent('#cms-heading'), []);

  const formLabel = editing ? 'Edit Content' : 'Basic Info';
  const tabs: Array<TabChoice & { title: string }> = [
    { id: FORM_TAB, label: formLabel, title: formLabel },
    { id: 'manage', label: 'Manage Content', title: 'Manage Content' },
    ...(permissions.canSeeEnquiries
      ? [
          {
            id: 'enquiries',
            title: 'Enquiries',
            label: (
              <>
                Enquiries
                {enquiries.newCount > 0 && (
                  <>
                    {' '}
                    <span className="cms__count">{enquiries.newCount} new</span>
                  </>
                )}
              </>
            ),
          },
        ]
      : []),
    ...extraTabs.map((tab) => ({ id: tab.id, label: tab.label, title: tab.label })),
  ];
  const screenTitle = tabs.find((tab) => tab.id === editor.tab)?.title ?? formLabel;

  const logOut = () => {
    void endSession();
    navigate(paths.login());
  };
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
          <button type="button" className="button button--secondary" onClick={logOut}>
            Log out
          </button>
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
            {extraTab ? (
              extraTab.panel
            ) : editor.tab === FORM_TAB ? (
              <ContentFormPanel editor={editor} permissions={permissions} onPreview={preview} onStatus={status.announce} />
            ) : editor.tab === 'enquiries' && permissions.canSeeEnquiries ? (
              <EnquiryInbox onCounts={enquiries.update} />
            ) : (
              <ManageContent
                onEdit={(item) => void edit(item)}
                onDeleted={(id) => {
                  editor.deleted(id);
                  status.announce('Content deleted successfully');
                }}
                permissions={permissions}
              />
            )}
          </Suspense>
        </div>
      </div>
    </section>
  );
}
