import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ContentDraft } from './api/save-content';
import { copiesSnapshot, copyKey, noCopies, pruneCopies, removeCopy, setCopyAside, subscribeToCopies, writeCopy, type UnsavedCopy } from './unsaved-copies';

/** Typing is copied this long after the last keystroke, and at once when the page is hidden or left. */
export const COPY_DELAY_MS = 600;

/** The editor's form as the copies need it. */
export interface FormForCopies {
  itemId: string | null;
  version: number | null;
  draft: ContentDraft;
  slugTyped: boolean;
  /** A person changed something since the form was filled. */
  dirty: boolean;
}

/**
 * Keeps a local copy of the form while it has unsaved typing, and offers back every copy of this user that
 * is not the one being typed into now.
 */
export function useUnsavedCopies(userId: string, form: FormForCopies) {
  const copies = useSyncExternalStore(subscribeToCopies, () => copiesSnapshot(userId), noCopies);
  const pending = useRef<UnsavedCopy | null>(null);
  /** The key this form may overwrite: a copy already there from earlier typing is set aside first. */
  const ownedKey = useRef<string | null>(null);
  const key = copyKey(userId, form.itemId);
  const { itemId, version, draft, slugTyped, dirty } = form;

  const claim = useCallback((target: string) => {
    if (ownedKey.current === target) return;
    setCopyAside(target);
    ownedKey.current = target;
  }, []);

  const flush = useCallback(() => {
    const copy = pending.current;
    if (!copy) return;
    pending.current = null;
    claim(copy.key);
    writeCopy(copy);
    pruneCopies(userId);
  }, [claim, userId]);

  // The first change of a form sets aside an older copy of the same item, so it stays on offer.
  useEffect(() => {
    if (dirty) claim(key);
  }, [dirty, key, claim]);

  useEffect(() => {
    if (!dirty) return;
    pending.current = { key, itemId, version, draft, slugTyped, typedAt: new Date().toISOString() };
    const timer = window.setTimeout(flush, COPY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, key, itemId, version, draft, slugTyped, flush]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      // Leaving the editor (a forced re-login, a crash caught by the error boundary): the last keystrokes too.
      flush();
    };
  }, [flush]);

  /** Before the form is emptied or filled with something else: what was typed stays on offer. */
  const keepAside = useCallback(() => {
    flush();
    ownedKey.current = null;
  }, [flush]);

  /** After a successful save: the copy is no longer needed. */
  const forgetCurrent = useCallback(() => {
    pending.current = null;
    removeCopy(key);
    ownedKey.current = null;
  }, [key]);

  /** The form takes `copy` back: it becomes the live copy of its item again. */
  const takeBack = useCallback(
    (copy: UnsavedCopy) => {
      keepAside();
      const target = copyKey(userId, copy.itemId);
      if (copy.key !== target) setCopyAside(target);
      removeCopy(copy.key);
      writeCopy({ ...copy, key: target });
      ownedKey.current = target;
    },
    [keepAside, userId],
  );

  const discard = useCallback((copy: UnsavedCopy) => removeCopy(copy.key), []);

  const offers = copies.filter((copy) => !(dirty && copy.key === key));
  return { offers, keepAside, forgetCurrent, takeBack, discard, flush };
}
