import { describe, expect, it } from 'vitest';
import { loginHref, safeReturnPath } from './login-redirect';

const ADMIN = '/admin/module/entries/cms-system'; // spec 9: where a successful login goes

describe('loginHref', () => {
  it('leads to /login with the way back', () => {
    const href = new URL(loginHref(`${ADMIN}?tab=manage`), 'http://site.test');
    expect(href.pathname).toBe('/login');
    expect(href.searchParams.get('returnTo')).toBe(`${ADMIN}?tab=manage`);
  });
});

describe('safeReturnPath', () => {
  it('follows a path on this site', () => {
    expect(safeReturnPath(ADMIN)).toBe(ADMIN);
    expect(safeReturnPath('/insights/blogs')).toBe('/insights/blogs');
    expect(safeReturnPath(`${ADMIN}?tab=manage#list`)).toBe(`${ADMIN}?tab=manage#list`);
  });

  it.each([
    ['no return path', null],
    ['an empty one', ''],
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/admin'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'admin'],
    ['a backslash the browser reads as another host', '/\\evil.example'],
    ['a tab the browser drops before another host', '/\t/evil.example'],
  ])('goes to the editor after login when given %s', (_case, candidate) => {
    expect(safeReturnPath(candidate)).toBe(ADMIN);
  });
});
