import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../lib/api-client';
import { loginHref, SESSION_ENDED_REASON } from '../../lib/login-redirect';
import { paths } from '../../config/paths';
import type { ContentItem, ContentSummary } from '../../types/content-item';
import { SessionEndedError } from '../../lib/staff-request';
import { getContent } from './api/get-content';
import { createContent, EditConflictError, updateContent, type ContentDraft } from './api/save-content';
import { blankDraft, draftFromItem, fieldProblems, slugify, toPayload, type FieldProblem } from './content-form';
import type { UnsavedCopy } from './unsaved-copies';
import { useLeaveGuard } from './use-leave-guard';
import { useUnsavedCopies } from './use-unsaved-copies';

/** The spec's two tabs: Basic Info (Edit Content when editing) and Manage Content. */
export type EditorTab = 'form' | 'manage' | (string & {});

/** Asked before Back leaves unsaved typing, and before Edit replaces it; either way a copy stays on offer. */
export const LEAVE_QUESTION = 'You have unsaved changes. Leave this page anyway? A copy is kept and can be restored here.';
export const OPEN_OTHER_QUESTION = 'You have unsaved changes. Open another item anyway? A copy is kept and can be restored here.';

interface EditorForm {
  draft: ContentDraft;
  editingId: string | null;
  /** The version the form was filled from: sent with the save, so a save over someone else's is refused. */
  version: number | null;
  /** A person typed the slug: it no longer follows the title. */
  slugTyped: boolean;
  /** A person changed something since the form was filled. */
  dirty: boolean;
  /** The item as last loaded: who made it and when it is scheduled. */
  item: ContentItem | null;
}

/** The save was refused because someone else saved first: the form keeps the user's text. */
export interface EditConflict {
  message: string;
  theirs: ContentItem;
}

const newForm = (): EditorForm => ({ draft: blankDraft(), editingId: null, version: null, slugTyped: false, dirty: false, item: null });

const formFromItem = (item: ContentItem): EditorForm => ({
  draft: draftFromItem(item),
  editingId: item.id,
  version: item.version ?? null,
  slugTyped: item.slug !== slugify(item.title),
  dirty: false,
  item,
});

/** What a save came to, for the screen to mark fields, announce it and move focus (issue 27). */
export type SaveOutcome =
  | { kind: 'saved'; message: string }
  | { kind: 'invalid'; problems: FieldProblem[] }
  | { kind: 'failed'; message: string }
  | { kind: 'other' };

const reasonOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Network response was not ok');

/** The editor's states and transitions (spec 4: editor mode, submit label, resets), with issue 24's safety nets. */
export function useContentEditor(userId: string, initialTab: EditorTab = 'form') {
  const navigate = useNavigate();
  const [form, setForm] = useState<EditorForm>(newForm);
  const [tab, setTab] = useState<EditorTab>(initialTab);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const copies = useUnsavedCopies(userId, { itemId: form.editingId, version: form.version, draft: form.draft, slugTyped: form.slugTyped, dirty: form.dirty });
  useLeaveGuard(form.dirty, LEAVE_QUESTION);

  const sendToLogin = useCallback(() => {
    navigate(loginHref(paths.admin(), SESSION_ENDED_REASON));
  }, [navigate]);

  const update = <K extends keyof ContentDraft>(field: K, value: ContentDraft[K], byPerson = true) =>
    setForm((current) => {
      const draft = { ...current.draft, [field]: value };
      if (field === 'title' && !current.slugTyped) draft.slug = slugify(String(value));
      return { ...current, draft, dirty: current.dirty || byPerson };
    });

  const typeSlug = (slug: string) => setForm((current) => ({ ...current, draft: { ...current.draft, slug }, slugTyped: true, dirty: true }));
  const slugFromTitle = () =>
    setForm((current) => ({ ...current, draft: { ...current.draft, slug: slugify(current.draft.title) }, slugTyped: false, dirty: true }));

  /** Every change of what the form holds goes through here, so unsaved typing is kept on offer first. */
  const fill = (next: EditorForm) => {
    copies.keepAside();
    setForm(next);
    setConflict(null);
  };
  const reset = () => fill(newForm());

  /** An item that changed on the server (a restored revision), shown in the form with a sentence about it. */
  const showItem = (item: ContentItem, sentence?: string) => {
    fill(formFromItem(item));
    setNotice(sentence ?? null);
  };

  const failed = (error: unknown, otherwise: () => void) => {
    if (error instanceof SessionEndedError) {
      copies.flush();
      sendToLogin();
    } else otherwise();
  };

  /** True once the item is in the form. */
  const startEditing = async (summary: Pick<ContentSummary, 'id'>): Promise<boolean> => {
    if (form.dirty && !window.confirm(OPEN_OTHER_QUESTION)) return false;
    try {
      const item = await getContent(summary.id);
      fill(formFromItem(item));
      setNotice(null);
      setTab('form');
      return true;
    } catch (error) {
      failed(error, () => window.alert(`Error loading content: ${reasonOf(error)}`));
      return false;
    }
  };

  const showTab = (next: EditorTab) => {
    if (next === 'form' && tab === 'manage' && !form.editingId) reset();
    setTab(next);
  };

  /** Saves the form; `version` is the one the save is checked against (the current one, for "keep mine"). */
  const save = async (version = form.version): Promise<SaveOutcome> => {
    const { draft, editingId, slugTyped } = form;
    const problems = fieldProblems(draft);
    if (problems.length > 0) {
      window.alert(problems.map((problem) => problem.message).join('\n'));
      return { kind: 'invalid', problems };
    }
    const creating = editingId === null;
    setSaving(true);
    try {
      const payload = toPayload(draft, { slugTyped });
      const saved = creating ? await createContent(payload) : await updateContent(editingId, payload, version ?? undefined);
      copies.forgetCurrent();
      const message = creating ? 'Content created successfully!' : 'Content updated successfully!';
      window.alert(message);
      setNotice(saved?.notice ?? null);
      setForm(newForm());
      setConflict(null);
      return { kind: 'saved', message };
    } catch (error) {
      if (error instanceof EditConflictError) {
        setConflict({ message: error.message, theirs: error.current });
        return { kind: 'other' };
      }
      const message = `${creating ? 'Error creating content' : 'Error updating content'}: ${reasonOf(error)}`;
      let shown = false;
      failed(error, () => {
        window.alert(message);
        shown = true;
      });
      return shown ? { kind: 'failed', message } : { kind: 'other' };
    } finally {
      setSaving(false);
    }
  };

  /** Collision: their text goes into the form; the user's stays on offer as an unsaved draft. */
  const keepTheirs = () => {
    if (conflict) fill(formFromItem(conflict.theirs));
  };

  /** Collision: the user's text is saved as the next version (theirs stays in the revisions). */
  const keepMine = () => (conflict ? save(conflict.theirs.version ?? null) : Promise.resolve<SaveOutcome>({ kind: 'other' }));

  /** Collision: the user's text is saved as a new draft of its own, and the item keeps their text. */
  const saveMineAsCopy = async () => {
    if (!conflict) return;
    const title = `${form.draft.title} (copy)`;
    setSaving(true);
    try {
      await createContent(toPayload({ ...form.draft, title, status: 'draft' }));
      copies.forgetCurrent();
      window.alert(`Your version was saved as a new draft: "${title}"`);
      fill(formFromItem(conflict.theirs));
    } catch (error) {
      failed(error, () => window.alert(`Error creating content: ${reasonOf(error)}`));
    } finally {
      setSaving(false);
    }
  };

  const restoreCopy = (copy: UnsavedCopy) => {
    copies.takeBack(copy);
    setForm({ draft: copy.draft, editingId: copy.itemId, version: copy.version, slugTyped: copy.slugTyped, dirty: true, item: null });
    setConflict(null);
    setTab('form');
    if (copy.itemId) {
      // Only for who made it and its schedule; the save is still checked against the version the copy was typed on.
      getContent(copy.itemId).then(
        (item) => setForm((current) => (current.editingId === item.id ? { ...current, item } : current)),
        () => undefined,
      );
    }
  };

  /** An item deleted from the list: if it is the one being edited, the form starts afresh (spec). */
  const deleted = (id: string) => {
    if (form.editingId === id) reset();
  };

  return {
    ...form,
    update,
    typeSlug,
    slugFromTitle,
    tab,
    showTab,
    saving,
    save,
    startEditing,
    cancelEdit: reset,
    deleted,
    showItem,
    conflict,
    keepTheirs,
    keepMine,
    saveMineAsCopy,
    notice,
    dismissNotice: () => setNotice(null),
    unsavedCopies: copies.offers,
    restoreCopy,
    discardCopy: copies.discard,
  };
}
