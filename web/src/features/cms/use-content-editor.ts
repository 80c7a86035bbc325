import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../lib/api-client';
import { discardKeptDraft, keepDraft, readKeptDraft, type SavedDraft } from '../../lib/session-draft';
import { loginHref, SESSION_ENDED_REASON } from '../../lib/login-redirect';
import { paths } from '../../config/paths';
import type { ContentItem } from '../../types/content-item';
import { SessionEndedError } from '../../lib/staff-request';
import { deleteContent } from './api/delete-content';
import { listContent } from './api/list-content';
import { createContent, updateContent, type ContentDraft } from './api/save-content';
import { blankDraft, draftFromItem, toPayload, validationProblems } from './content-form';

/** The spec's two tabs, the enquiry inbox, and the id of any tab the staff area adds beside them. */
export type EditorTab = 'form' | 'manage' | 'enquiries' | (string & {});

/** The editor's states and transitions (spec 4: editor mode, submit label, resets). */
export function useContentEditor() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ContentDraft>(blankDraft);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [tab, setTab] = useState<EditorTab>('form');
  const [saving, setSaving] = useState(false);
  const [items, setItems] = useState<ContentItem[]>([]);
  const [keptDraft, setKeptDraft] = useState<SavedDraft<ContentDraft> | null>(() => readKeptDraft<ContentDraft>());

  const sendToLogin = useCallback(() => {
    navigate(loginHref(paths.admin(), SESSION_ENDED_REASON));
  }, [navigate]);

  const reload = useCallback(async () => {
    try {
      setItems(await listContent());
    } catch (error) {
      if (error instanceof SessionEndedError) sendToLogin();
      else console.error('Could not load the content list', error);
    }
  }, [sendToLogin]);

  useEffect(() => {
    let current = true;
    listContent().then(
      (loaded) => current && setItems(loaded),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof SessionEndedError) sendToLogin();
        else console.error('Could not load the content list', error);
      },
    );
    return () => {
      current = false;
    };
  }, [sendToLogin]);

  const update = <K extends keyof ContentDraft>(field: K, value: ContentDraft[K]) => setDraft((current) => ({ ...current, [field]: value }));

  const reset = () => {
    setDraft(blankDraft());
    setEditingId(null);
  };

  const startEditing = (item: ContentItem) => {
    setDraft(draftFromItem(item));
    setEditingId(item.id);
    setTab('form');
  };

  const showTab = (next: EditorTab) => {
    if (next === 'form' && tab === 'manage' && !editingId) reset();
    setTab(next);
  };

  const save = async () => {
    const problems = validationProblems(draft);
    if (problems.length > 0) {
      window.alert(problems.join('\n'));
      return;
    }
    const creating = editingId === null;
    setSaving(true);
    try {
      const payload = toPayload(draft);
      if (creating) await createContent(payload);
      else await updateContent(editingId, payload);
      window.alert(creating ? 'Content created successfully!' : 'Content updated successfully!');
      reset();
      await reload();
    } catch (error) {
      if (error instanceof SessionEndedError) {
        keepDraft({ editingId, draft });
        sendToLogin();
        return;
      }
      const reason = error instanceof ApiError ? error.message : 'Network response was not ok';
      window.alert(`${creating ? 'Error creating content' : 'Error updating content'}: ${reason}`);
    } finally {
      setSaving(false);
    }
  };

  const remove = async (item: ContentItem) => {
    if (!window.confirm('Are you sure you want to delete this content?')) return;
    try {
      await deleteContent(item.id);
      window.alert('Content deleted successfully');
      if (editingId === item.id) reset();
      await reload();
    } catch (error) {
      if (error instanceof SessionEndedError) sendToLogin();
      else if (error instanceof ApiError) console.error('Delete was refused', error);
      else window.alert('Error deleting content');
    }
  };

  const restoreKeptDraft = () => {
    if (!keptDraft) return;
    setDraft(keptDraft.draft);
    setEditingId(keptDraft.editingId);
    setTab('form');
    discardKeptDraft();
    setKeptDraft(null);
  };

  const dropKeptDraft = () => {
    discardKeptDraft();
    setKeptDraft(null);
  };

  return { draft, update, editingId, tab, showTab, saving, items, save, remove, startEditing, cancelEdit: reset, keptDraft, restoreKeptDraft, dropKeptDraft };
}
