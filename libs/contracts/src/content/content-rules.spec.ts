import type { Actor } from '../roles/staff-roles';
import {
  CONTRIBUTORS_CANNOT_DELETE,
  CONTRIBUTORS_CANNOT_PUBLISH,
  CONTRIBUTORS_CANNOT_RESTORE,
  CONTRIBUTORS_CHANGE_DRAFTS_ONLY,
  refusalToCreate,
  refusalToDelete,
  refusalToRestore,
  refusalToShare,
  refusalToUpdate,
} from './content-rules';

const ME = 'me';
const as = (role: Actor['role']): Actor => ({ userId: ME, role });
const mine = (status: 'draft' | 'published' = 'draft') => ({ createdById: ME, status });
const someoneElses = (status: 'draft' | 'published' = 'draft') => ({ createdById: 'someone-else', status });
const nobodys = { createdById: null, status: 'draft' as const };

describe('content rules (issue 23)', () => {
  it('a contributor cannot publish; every other role can', () => {
    expect(refusalToCreate(as('contributor'), 'published')).toBe(CONTRIBUTORS_CANNOT_PUBLISH);
    expect(refusalToCreate(as('contributor'), 'draft')).toBeUndefined();
    for (const role of ['author', 'editor', 'administrator'] as const) expect(refusalToCreate(as(role), 'published')).toBeUndefined();
  });

  it('a contributor changes only their own drafts, and keeps them drafts', () => {
    expect(refusalToUpdate(as('contributor'), mine(), 'draft')).toBeUndefined();
    expect(refusalToUpdate(as('contributor'), mine(), 'published')).toBe(CONTRIBUTORS_CANNOT_PUBLISH);
    expect(refusalToUpdate(as('contributor'), mine('published'), 'draft')).toBe(CONTRIBUTORS_CHANGE_DRAFTS_ONLY);
    expect(refusalToUpdate(as('contributor'), someoneElses(), 'draft')).toMatch(/only your own items/);
  });

  it('an author edits only their own items, published or not', () => {
    expect(refusalToUpdate(as('author'), mine('published'), 'published')).toBeUndefined();
    expect(refusalToUpdate(as('author'), someoneElses(), 'draft')).toBe(
      "Your role (author) can change only your own items: editors and administrators change anyone's",
    );
    expect(refusalToUpdate(as('author'), nobodys, 'draft')).toBeDefined();
  });

  it("editors and administrators change, delete and restore anyone's items", () => {
    for (const role of ['editor', 'administrator'] as const) {
      expect(refusalToUpdate(as(role), someoneElses('published'), 'published')).toBeUndefined();
      expect(refusalToDelete(as(role), someoneElses())).toBeUndefined();
      expect(refusalToRestore(as(role), nobodys)).toBeUndefined();
    }
  });

  it('a contributor deletes and restores nothing; an author only their own', () => {
    expect(refusalToDelete(as('contributor'), mine())).toBe(CONTRIBUTORS_CANNOT_DELETE);
    expect(refusalToRestore(as('contributor'), mine())).toBe(CONTRIBUTORS_CANNOT_RESTORE);
    expect(refusalToDelete(as('author'), mine())).toBeUndefined();
    expect(refusalToDelete(as('author'), someoneElses())).toMatch(/^Your role \(author\) can delete only your own items/);
    expect(refusalToRestore(as('author'), someoneElses())).toMatch(/^Your role \(author\) can restore only your own items/);
  });
});

describe('sharing for review (issue 35)', () => {
  it('the item\'s author (any role), editors and administrators share it; nobody else', () => {
    for (const role of ['contributor', 'author'] as const) {
      expect(refusalToShare(as(role), mine())).toBeUndefined();
      expect(refusalToShare(as(role), someoneElses())).toBe(`Your role (${role}) can share only your own items for review: editors and administrators share anyone's`);
    }
    for (const role of ['editor', 'administrator'] as const) expect(refusalToShare(as(role), someoneElses('published'))).toBeUndefined();
  });
});
