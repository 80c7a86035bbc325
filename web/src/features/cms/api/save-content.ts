import type { SavedContentView } from '@site/contracts';
import type { ContentItem } from '../../../types/content-item';
import { ApiError } from '../../../lib/api-client';
import { staffRequest } from '../../../lib/staff-request';

/** What the editor sends: the server records who created and changed an item, its version and schedule itself. */
export type ContentDraft = Omit<ContentItem, 'id' | 'createdBy' | 'updatedBy' | 'version' | 'scheduledFor' | 'updatedAt'>;

/** A save's answer: the item as stored, and a sentence the editor shows when the server has one (a slug taken over from a redirect). */
export type { SavedContentView as SavedContent };

/** Someone else saved the item after it was opened (409 with the stored item): nothing was written. */
export class EditConflictError extends Error {
  constructor(
    message: string,
    readonly current: ContentItem,
  ) {
    super(message);
    this.name = 'EditConflictError';
  }
}

export function createContent(draft: ContentDraft): Promise<SavedContentView> {
  return staffRequest<SavedContentView>('/api/cms/content', { method: 'POST', body: draft });
}

/** Saves over `version`: a stale version is refused as an EditConflictError (a taken slug stays an ApiError). */
export async function updateContent(id: string, draft: ContentDraft, version?: number): Promise<SavedContentView> {
  try {
    return await staffRequest<SavedContentView>(`/api/cms/content/${encodeURIComponent(id)}`, { method: 'PUT', body: { ...draft, id, version } });
  } catch (error) {
    const current = error instanceof ApiError && error.status === 409 ? currentItemOf(error.body) : null;
    if (error instanceof ApiError && current) throw new EditConflictError(serverSentence(error), current);
    throw error;
  }
}

/** The contract's sentence for a conflict is its `message`; Nest's `error` may be only "Conflict". */
export function serverSentence(error: ApiError): string {
  const message = error.body !== null && typeof error.body === 'object' ? (error.body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : error.message;
}

function currentItemOf(body: unknown): ContentItem | null {
  const current = body !== null && typeof body === 'object' ? (body as { current?: unknown }).current : undefined;
  return current !== null && typeof current === 'object' && typeof (current as ContentItem).id === 'string' ? (current as ContentItem) : null;
}
