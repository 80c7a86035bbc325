import { hasRoleAtLeast, isStaffRole, roleRefusal } from './staff-roles';

describe('staff roles', () => {
  it.each([
    ['contributor', 'contributor', true],
    ['contributor', 'author', false],
    ['author', 'editor', false],
    ['editor', 'editor', true],
    ['administrator', 'editor', true],
    ['editor', 'administrator', false],
    ['administrator', 'administrator', true],
  ] as const)('%s has at least %s: %s', (role, minimum, expected) => {
    expect(hasRoleAtLeast(role, minimum)).toBe(expected);
  });

  it.each(['contributor', 'author', 'editor', 'administrator'])('knows %s', (role) => {
    expect(isStaffRole(role)).toBe(true);
  });

  it.each(['admin', 'Administrator', '', 3, null, undefined, ['editor']])('refuses %j as a role', (value) => {
    expect(isStaffRole(value)).toBe(false);
  });

  it('says which roles may', () => {
    expect(roleRefusal('author', 'editor')).toBe('Your role (author) cannot do this: editors and administrators only');
    expect(roleRefusal('contributor', 'author')).toBe('Your role (contributor) cannot do this: authors, editors and administrators only');
    expect(roleRefusal('editor', 'administrator')).toBe('Your role (editor) cannot do this: administrators only');
  });
});
