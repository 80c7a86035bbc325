import type { ContentDraft } from './api/save-content';

/**
 * Local copies of unsaved editor work (issue 24), in localStorage so they outlive a reload, a crash and a
 * forced re-login: one per item (its id, or `new`) per staff member (the token's `sub`).
 */
export interface UnsavedCopy {
  /** The storage key; a copy set aside so that new typing cannot overwrite it has a suffix. */
  key: string;
  /** The item it was typed on; null for a new item. */
  itemId: string | null;
  /** The item's version when it was opened: a save of the copy is checked against it. */
  version: number | null;
  draft: ContentDraft;
  /** Whether a person typed the slug (else it follows the title). */
  slugTyped: boolean;
  /** When it was last typed (ISO). */
  typedAt: string;
}

const PREFIX = 'cms-unsaved-copy:';
/** Enough for every item a person could be in the middle of; the oldest beyond it go. */
const MAX_COPIES_PER_USER = 20;

const userPrefix = (userId: string) => `${PREFIX}${userId}:`;

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Calls `listener` whenever a copy is written or removed, here or in another tab. */
export function subscribeToCopies(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The key of the live copy of one item (or of the new item) for one user. */
export function copyKey(userId: string, itemId: string | null): string {
  return `${userPrefix(userId)}${itemId ?? 'new'}`;
}

/** When each user last logged out on purpose: copies typed before it are not written again (issue 33). */
const discardedAt = new Map<string, string>();

const userOfKey = (key: string): string => key.slice(PREFIX.length).split(':')[0];

export function writeCopy(copy: UnsavedCopy): void {
  const discarded = discardedAt.get(userOfKey(copy.key));
  // The editor flushes its last keystrokes as it closes: after a deliberate Log out they are not kept.
  if (discarded !== undefined && copy.typedAt <= discarded) return;
  try {
    localStorage.setItem(copy.key, JSON.stringify(copy));
    changed();
  } catch (error) {
    // Storage full or refused (private mode): the work is still on screen.
    console.warn('Could not keep a local copy of the unsaved work', error);
  }
}

export function removeCopy(key: string): void {
  localStorage.removeItem(key);
  changed();
}

function readCopy(key: string): UnsavedCopy | null {
  try {
    const copy = JSON.parse(localStorage.getItem(key) ?? 'null') as UnsavedCopy | null;
    return copy && typeof copy.typedAt === 'string' && copy.draft && typeof copy.draft === 'object' ? { ...copy, key } : null;
  } catch {
    return null;
  }
}

/** This user's copies, newest first. */
export function readCopies(userId: string): UnsavedCopy[] {
  const prefix = userPrefix(userId);
  const copies: UnsavedCopy[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    const copy = key?.startsWith(prefix) ? readCopy(key) : null;
    if (copy) copies.push(copy);
  }
  return copies.sort((a, b) => b.typedAt.localeCompare(a.typedAt));
}

/** Moves the copy under `key` aside (under a key of its own), so typing that starts afresh there cannot overwrite it. */
export function setCopyAside(key: string): void {
  const copy = readCopy(key);
  if (!copy) return;
  writeCopy({ ...copy, key: `${key}@${copy.typedAt}` });
  removeCopy(key);
}

/**
 * A deliberate Log out: this browser keeps none of the user's unsaved copies, nor any typed before now that
 * the closing editor still flushes. (A forced or expired session end keeps them, to offer after the next login.)
 */
export function discardCopiesOf(userId: string): void {
  discardedAt.set(userId, new Date().toISOString());
  for (const copy of readCopies(userId)) removeCopy(copy.key);
}

/** Keeps the newest copies of a user when there are more than the limit. */
export function pruneCopies(userId: string): void {
  for (const copy of readCopies(userId).slice(MAX_COPIES_PER_USER)) removeCopy(copy.key);
}

const NO_COPIES: UnsavedCopy[] = [];
let snapshot: { userId: string; stored: string; copies: UnsavedCopy[] } = { userId: '', stored: '', copies: NO_COPIES };

/** readCopies for useSyncExternalStore: the same array for as long as the stored copies are the same. */
export function copiesSnapshot(userId: string): UnsavedCopy[] {
  const prefix = userPrefix(userId);
  const stored: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(prefix)) stored.push(`${key}=${localStorage.getItem(key) ?? ''}`);
  }
  const signature = stored.sort().join('\n');
  if (snapshot.userId !== userId || snapshot.stored !== signature) snapshot = { userId, stored: signature, copies: stored.length ? readCopies(userId) : NO_COPIES };
  return snapshot.copies;
}

export const noCopies = () => NO_COPIES;
