import './content-editor.css';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ContentArticle } from '../../../components/content/content-article';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { endSession } from '../../../lib/staff-session';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import type { StaffClaims } from '../../../lib/token-claims';
import { authorshipText, contentPermissions } from '../content-permissions';
import { useContentEditor } from '../use-content-editor';
import { useNewEnquiryCount } from '../use-new-enquiry-count';
import { ContentFormFields } from './content-form-fields';
import { EditConflictPanel } from './edit-conflict-panel';
import { EnquiryInbox } from './enquiry-inbox';
import { ManageContent } from './manage-content';
import { RevisionsPanel } from './revisions-panel';
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

export default function ContentEditor({ staff, extraTabs = [] }: ContentEditorProps) {
  const editor = useContentEditor(staff.userId);
  const permissions = contentPermissions(staff);
  const navigate = useNavigate();
  const [previewing, setPreviewing] = useState(false);
  const previewContent = useMemo(() => (previewing ? sanitizeHtml(editor.draft.content) : ''), [previewing, editor.draft.content]);
  const enquiries = useNewEnquiryCount(permissions.canSeeEnquiries);
  const editing = editor.editingId !== null;
  const editedItem = editing ? editor.item : null;
  const extraTab = extraTabs.find((tab) => tab.id === editor.tab);
  const submitLabel = editor.saving ? 'Saving...' : editing ? 'Update' : editor.draft.status === 'published' ? 'Publish' : 'Save Draft';

  const logOut = () => {
    void endSession();
    navigate(paths.login());
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void editor.save();
  };
  const discardCopy = (copy: UnsavedCopy) => {
    if (window.confirm('Discard this unsaved draft? It cannot be restored afterwards.')) editor.discardCopy(copy);
  };

  if (previewing) {
    return (
      <div className="cms-preview">
        <div className="container cms-preview__bar">
          <button type="button" className="button button--primary" onClick={() => setPreviewing(false)}>
            Back to Editing
          </button>
        </div>
        <ContentArticle item={{ ...editor.draft, content: previewContent }} />
      </div>
    );
  }

  return (
    <section className="section cms" aria-labelledby="cms-heading">
      <PageMeta title="Content editor" description="Write, publish, edit and delete blog posts and case studies." path={paths.admin()} noIndex />
      <div className="container">
        <div className="cms__top">
          <h1 id="cms-heading">{editing ? 'Edit Blog Post/Case Study' : 'Create New Blog Post/Case Study'}</h1>
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
        <div className="cms__tabs" role="tablist" aria-label="Editor sections">
          <button type="button" role="tab" id="cms-tab-form" aria-controls="cms-panel" aria-selected={editor.tab === 'form'} onClick={() => editor.showTab('form')}>
            {editing ? 'Edit Content' : 'Basic Info'}
          </button>
          <button type="button" role="tab" id="cms-tab-manage" aria-controls="cms-panel" aria-selected={editor.tab === 'manage'} onClick={() => editor.showTab('manage')}>
            Manage Content
          </button>
          {permissions.canSeeEnquiries && (
            <button type="button" role="tab" id="cms-tab-enquiries" aria-controls="cms-panel" aria-selected={editor.tab === 'enquiries'} onClick={() => editor.showTab('enquiries')}>
              Enquiries
              {enquiries.newCount > 0 && (
                <>
                  {' '}
                  <span className="cms__count">{enquiries.newCount} new</span>
                </>
              )}
            </button>
          )}
          {extraTabs.map((tab) => (
            <button key={tab.id} type="button" role="tab" id={`cms-tab-${tab.id}`} aria-controls="cms-panel" aria-selected={editor.tab === tab.id} onClick={() => editor.showTab(tab.id)}>
              {tab.label}
            </button>
          ))}
        </div>
        <div id="cms-panel" role="tabpanel" aria-labelledby={`cms-tab-${editor.tab}`}>
          {extraTab ? (
            extraTab.panel
          ) : editor.tab === 'form' ? (
            <>
              {editor.conflict && (
                <EditConflictPanel
                  conflict={editor.conflict}
                  mine={editor.draft}
                  busy={editor.saving}
                  onKeepTheirs={editor.keepTheirs}
                  onKeepMine={() => void editor.keepMine()}
                  onSaveMineAsCopy={() => void editor.saveMineAsCopy()}
                />
              )}
              <form className="cms-form" onSubmit={submit}>
                {editedItem && authorshipText(editedItem) && <p className="cms-form__hint cms-form__authorship">{authorshipText(editedItem)}</p>}
                <ContentFormFields
                  draft={editor.draft}
                  update={editor.update}
                  canPublish={permissions.canPublish}
                  slug={{ typed: editor.slugTyped, onType: editor.typeSlug, onFromTitle: editor.slugFromTitle }}
                />
                <div className="cms-form__actions">
                  {editing && (
                    <button type="button" className="button button--secondary" onClick={editor.cancelEdit}>
                      Cancel Edit
                    </button>
                  )}
                  <button type="button" className="button button--secondary" onClick={() => setPreviewing(true)}>
                    Preview
                  </button>
                  <button type="submit" className="button button--primary" disabled={editor.saving}>
                    {submitLabel}
                  </button>
                </div>
              </form>
              {editor.editingId && <RevisionsPanel key={`${editor.editingId}:${editor.version ?? ''}`} itemId={editor.editingId} onRestored={editor.showItem} />}
            </>
          ) : editor.tab === 'enquiries' && permissions.canSeeEnquiries ? (
            <EnquiryInbox onCounts={enquiries.update} />
          ) : (
            <ManageContent onEdit={(item) => void editor.startEditing(item)} onDeleted={editor.deleted} permissions={permissions} />
          )}
        </div>
      </div>
    </section>
  );
}
