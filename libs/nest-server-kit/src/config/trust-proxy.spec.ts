import { parseTrustProxy } from './trust-proxy';

describe('parseTrustProxy', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['1', 1],
    [' 2 ', 2],
    ['loopback, linklocal, uniquelocal', 'loopback, linklocal, uniquelocal'],
    ['10.0.0.0/8', '10.0.0.0/8'],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });
});
