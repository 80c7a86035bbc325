import { useState, type FormEvent } from 'react';
import type { ContentDraft } from '../api/save-content';
import { authorshipText, type ContentPermissions } from '../content-permissions';
import type { FieldProblem } from '../content-form';
import { focusWhenPresent } from '../focus-when-present';
import type { useContentEditor } from '../use-content-editor';
import { ContentFormFields } from './content-form-fields';
import { EditConflictPanel } from './edit-conflict-panel';
import { LinkedFromNotice } from './linked-from-notice';
import { ReadinessPanel } from './readiness-panel';
import { ReviewLinksPanel } from './review-links-panel';
import { RevisionsPanel } from './revisions-panel';

interface ContentFormPanelProps {
  editor: ReturnType<typeof useContentEditor>;
  permissions: Pick<ContentPermissions, 'canPublish' | 'canRedirect'>;
  onPreview: () => void;
  /** A sentence for the staff area's status line (read out, and focused). */
  onStatus: (text: string) => void;
}

/** Where focus goes for a refused field: the field itself, or the editor's typing area for the body. */
const PROBLEM_TARGETS: Record<FieldProblem['field'], string> = { title: '#cms-title', content: '#cms-content .ql-editor', imageUrl: '#cms-imageUrl' };

/** Spec 2.13's form with its buttons, the collision panel and the revisions: the Basic Info / Edit Content screen. */
export default function ContentFormPanel({ editor, permissions, onPreview, onStatus }: ContentFormPanelProps) {
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const editing = editor.editingId !== null;
  const editedItem = editing ? editor.item : null;
  const submitLabel = editor.saving ? 'Saving...' : editing ? 'Update' : editor.draft.status === 'published' ? 'Publish' : 'Save Draft';

  const update = <K extends keyof ContentDraft>(field: K, value: ContentDraft[K], byPerson = true) => {
    editor.update(field, value, byPerson);
    if (byPerson) setProblems((current) => current.filter((problem) => problem.field !== field));
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await editor.save();
    if (outcome.kind === 'invalid') {
      setProblems(outcome.problems);
      // The alert has closed by now: the person is taken to the first thing to fix.
      focusWhenPresent(PROBLEM_TARGETS[outcome.problems[0].field], { scroll: true });
    } else if (outcome.kind === 'saved' || outcome.kind === 'failed') {
      setProblems([]);
      onStatus(outcome.message);
    }
  };
  const cancel = () => {
    editor.cancelEdit();
    setProblems([]);
    onStatus('Editing cancelled. The form is ready for a new post.');
  };

  return (
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
      <form className="cms-form" onSubmit={(event) => void submit(event)}>
        <p className="cms-form__hint cms-form__required-note">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with a star</span> are required.
        </p>
        {editedItem && authorshipText(editedItem) && <p className="cms-form__hint cms-form__authorship">{authorshipText(editedItem)}</p>}
        <ContentFormFields
          draft={editor.draft}
          update={update}
          problems={problems}
          canPublish={permissions.canPublish}
          slug={{ typed: editor.slugTyped, onType: editor.typeSlug, onFromTitle: editor.slugFromTitle }}
        />
        {editor.editingId && editedItem?.status === 'published' && editor.draft.status === 'draft' && (
          <LinkedFromNotice itemId={editor.editingId} canRedirect={permissions.canRedirect} />
        )}
        <ReadinessPanel draft={editor.draft} />
        <div className="cms-form__actions">
          {editing && (
            <button type="button" className="button button--secondary" onClick={cancel}>
              Cancel Edit
            </button>
          )}
          <button type="button" id="cms-preview-button" className="button button--secondary" onClick={onPreview}>
            Preview
          </button>
          <button type="submit" className="button button--primary" disabled={editor.saving}>
            {submitLabel}
          </button>
        </div>
      </form>
      {editor.editingId && <ReviewLinksPanel key={`reviews:${editor.editingId}:${editor.version ?? ''}`} itemId={editor.editingId} approval={editedItem?.approval} />}
      {editor.editingId && <RevisionsPanel key={`${editor.editingId}:${editor.version ?? ''}`} itemId={editor.editingId} onRestored={editor.showItem} />}
    </>
  );
}
