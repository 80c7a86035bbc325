import { refusalToChangeUpload } from './media-rules';

describe('who may change an upload (issue 25)', () => {
  it('contributors and authors change and delete their own uploads only', () => {
    for (const role of ['contributor', 'author'] as const) {
      expect(refusalToChangeUpload({ userId: 'me', role }, { createdById: 'me' }, 'delete')).toBeUndefined();
      expect(refusalToChangeUpload({ userId: 'me', role }, { createdById: 'other' }, 'delete')).toBe(
        `Your role (${role}) cannot delete someone else's upload: editors and administrators only`,
      );
      expect(refusalToChangeUpload({ userId: 'me', role }, { createdById: null }, 'delete')).toBeDefined();
    }
  });

  it("editors and administrators change anyone's", () => {
    for (const role of ['editor', 'administrator'] as const) {
      expect(refusalToChangeUpload({ userId: 'me', role }, { createdById: 'other' }, 'change the alt text of')).toBeUndefined();
    }
  });
});
