/** Unsaved editor work kept across a forced re-login (session storage: this tab only). */
const DRAFT_KEY = 'cms-unsaved-draft';

export interface SavedDraft<T> {
  editingId: string | null;
  draft: T;
}

export function keepDraft<T>(saved: SavedDraft<T>): void {
  window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(saved));
}

export function readKeptDraft<T>(): SavedDraft<T> | null {
  const raw = window.sessionStorage.getItem(DRAFT_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SavedDraft<T>;
  } catch {
    return null;
  }
}

export function discardKeptDraft(): void {
  window.sessionStorage.removeItem(DRAFT_KEY);
}
