import { parseRoleMap, roleFromClaim } from './role-map';

describe('OIDC_ROLE_MAP', () => {
  const map = parseRoleMap('cms-admins=administrator, cms-editors=editor,cms-writers=author');

  it('maps a group list to its highest role', () => {
    expect(roleFromClaim(['staff', 'cms-writers', 'cms-editors'], map)).toBe('editor');
    expect(roleFromClaim(['cms-admins', 'cms-writers'], map)).toBe('administrator');
  });

  it('takes a single value (Entra app roles may come as one string)', () => {
    expect(roleFromClaim('cms-writers', map)).toBe('author');
  });

  it('answers no role for no mapped group, a missing claim or a wrong type', () => {
    expect(roleFromClaim(['everyone'], map)).toBeNull();
    expect(roleFromClaim(undefined, map)).toBeNull();
    expect(roleFromClaim(42, map)).toBeNull();
  });

  it('refuses an entry without a known role, naming it', () => {
    expect(() => parseRoleMap('cms-admins=owner')).toThrow('OIDC_ROLE_MAP: "cms-admins=owner" is not <group>=<role>');
    expect(() => parseRoleMap('=editor')).toThrow(/OIDC_ROLE_MAP/);
  });
});
