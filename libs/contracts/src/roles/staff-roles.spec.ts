import { hasRoleAtLeast, isStaffRole, roleRefusal, STAFF_ROLES } from './staff-roles';

describe('staff roles (issue 23)', () => {
  it('are contributor, author, editor and administrator, lowest first', () => {
    expect(STAFF_ROLES).toEqual(['contributor', 'author', 'editor', 'administrator']);
  });

  it('each may do what the roles before it may', () => {
    expect(hasRoleAtLeast('administrator', 'editor')).toBe(true);
    expect(hasRoleAtLeast('editor', 'editor')).toBe(true);
    expect(hasRoleAtLeast('author', 'editor')).toBe(false);
    expect(hasRoleAtLeast('contributor', 'author')).toBe(false);
  });

  it('knows no other role', () => {
    expect(isStaffRole('editor')).toBe(true);
    expect(isStaffRole('admin')).toBe(false);
    expect(isStaffRole(3)).toBe(false);
  });

  it('names the roles that may, in the refusal', () => {
    expect(roleRefusal('author', 'editor')).toBe('Your role (author) cannot do this: editors and administrators only');
  });
});
