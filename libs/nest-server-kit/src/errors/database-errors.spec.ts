import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable, isRejectedValue } from './database-errors';

const withCode = (message: string, code: string): Error => Object.assign(new Error(message), { code });
const queryFailed = (code: string): QueryFailedError => new QueryFailedError('SELECT 1', [], withCode('failed', code));

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ['an admin shutdown', queryFailed('57P01')],
    ['a database starting up', queryFailed('57P03')],
    ['a statement timeout', queryFailed('57014')],
    ['a connection exception', queryFailed('08006')],
    ['refusals to every address', new AggregateError([withCode('x', 'ECONNREFUSED')], '')],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', queryFailed('23505')],
    ['a syntax error', queryFailed('42601')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isRejectedValue', () => {
  it('is true for data exceptions such as a NUL byte in text', () => {
    expect(isRejectedValue(queryFailed('22021'))).toBe(true);
    expect(isRejectedValue(queryFailed('22P02'))).toBe(true);
    expect(isRejectedValue(queryFailed('23505'))).toBe(false);
    expect(isRejectedValue(withCode('x', '22021'))).toBe(false);
  });
});
