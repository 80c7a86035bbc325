import { hasRequiredClaims, headerProblem, isScopeAllowed, readTokenHeader, staffFromClaims } from './token-verification';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('token verification rules', () => {
  it.each([
    ['a plain RS256 header', { alg: 'RS256', typ: 'JWT', kid: 'k' }, undefined],
    ['alg none', { alg: 'none' }, 'algorithm none is not accepted'],
    ['HS256', { alg: 'HS256' }, 'algorithm HS256 is not accepted'],
    ['no alg', { typ: 'JWT' }, 'algorithm undefined is not accepted'],
    ['jku', { alg: 'RS256', jku: 'https://evil.example/jwks' }, 'header parameter jku is not accepted'],
    ['x5u', { alg: 'RS256', x5u: 'https://evil.example/cert' }, 'header parameter x5u is not accepted'],
    ['jwk', { alg: 'RS256', jwk: { kty: 'RSA' } }, 'header parameter jwk is not accepted'],
    ['x5c', { alg: 'RS256', x5c: ['MII'] }, 'header parameter x5c is not accepted'],
  ])('%s', (_name, header, problem) => {
    expect(headerProblem(readTokenHeader(`${encode(header)}.${encode({})}.sig`))).toBe(problem);
  });

  it.each(['', 'abc', 'a.b', 'a.b.c.d', `${Buffer.from('[1]').toString('base64url')}.e30.x`, '!!!.e30.x'])(
    'finds no header in %j',
    (token) => {
      expect(readTokenHeader(token)).toBeUndefined();
      expect(headerProblem(readTokenHeader(token))).toBe('token is not a JWS');
    },
  );

  const USER_ID = '0d9c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
  const base = { sub: USER_ID, sid: 's', exp: 2000, role: 'editor' as const, preferred_username: 'anna' };

  it.each([
    [{ ...base, iat: 1000 }, true],
    [base, true],
    [{ ...base, name: 'Anna Lee' }, true],
    [{ ...base, sub: USER_ID.toUpperCase() }, true],
    [{ ...base, iat: 0, exp: 8 * 3600 }, true],
    [{ ...base, iat: 0, exp: 8 * 3600 + 1 }, false],
    [{ ...base, sub: '' }, false],
    [{ ...base, sub: 'admin' }, false],
    [{ ...base, sub: `${USER_ID}x` }, false],
    [{ ...base, sub: 42 }, false],
    [{ ...base, sub: undefined }, false],
    [{ ...base, exp: undefined }, false],
    [{ ...base, sid: undefined }, false],
    [{ ...base, sid: '' }, false],
    [{ ...base, role: undefined }, false],
    [{ ...base, role: 'admin' }, false],
    [{ ...base, role: 'ADMINISTRATOR' }, false],
    [{ ...base, preferred_username: undefined }, false],
    [{ ...base, preferred_username: ' ' }, false],
    [{ ...base, name: 7 }, false],
  ])('claims %j -> %s', (claims, expected) => {
    expect(hasRequiredClaims(claims)).toBe(expected);
  });

  it('names the staff member, the display name falling back to the username', () => {
    expect(staffFromClaims({ ...base, role: 'author', name: 'Anna Lee' })).toEqual({
      userId: USER_ID, username: 'anna', displayName: 'Anna Lee', role: 'author', sessionId: 's',
    });
    expect(staffFromClaims({ ...base, role: 'author', name: '' }).displayName).toBe('anna');
    expect(staffFromClaims({ ...base, role: 'author' }).displayName).toBe('anna');
  });

  it.each<[unknown, string[], boolean]>([
    [undefined, [], true],
    [undefined, ['mfa-setup'], true],
    ['mfa-setup', [], false],
    ['mfa-setup', ['mfa-setup'], true],
    ['openid', ['mfa-setup'], false],
    [['mfa-setup'], ['mfa-setup'], false],
  ])('scope %j where %j is allowed -> %s', (scope, allowed, expected) => {
    expect(isScopeAllowed(scope, allowed)).toBe(expected);
  });
});
