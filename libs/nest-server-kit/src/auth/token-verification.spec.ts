import { hasRequiredClaims, headerProblem, readTokenHeader } from './token-verification';

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

  it.each([
    [{ sub: 'admin', sid: 's', exp: 2000, iat: 1000 }, true],
    [{ sub: 'admin', sid: 's', exp: 2000 }, true],
    [{ sub: 'admin', sid: 's', iat: 0, exp: 8 * 3600 }, true],
    [{ sub: 'admin', sid: 's', iat: 0, exp: 8 * 3600 + 1 }, false],
    [{ sub: '', sid: 's', exp: 2000 }, false],
    [{ sub: 42, sid: 's', exp: 2000 }, false],
    [{ sid: 's', exp: 2000 }, false],
    [{ sub: 'admin', sid: 's' }, false],
    [{ sub: 'admin', exp: 2000 }, false],
    [{ sub: 'admin', sid: '', exp: 2000 }, false],
  ])('claims %j -> %s', (claims, expected) => {
    expect(hasRequiredClaims(claims)).toBe(expected);
  });
});
