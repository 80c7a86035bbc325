import { ArgumentsHost, BadRequestException, Logger, NotFoundException, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import type { DatabaseAvailability } from '../database/database-availability';
import { ErrorFilter } from './error.filter';
import { RetryLaterException } from './retry-later.exception';
import { ValidationFailedException } from './validation-failed.exception';

function respond(exception: unknown, database = { reportUnavailable: jest.fn() }) {
  const sent = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> };
  const response = {
    status(code: number) {
      sent.status = code;
      return response;
    },
    setHeader(name: string, value: string) {
      sent.headers[name] = value;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  const request = { method: 'GET', path: '/api/x' };
  const host = { switchToHttp: () => ({ getResponse: () => response, getRequest: () => request }) } as unknown as ArgumentsHost;
  new ErrorFilter(database as unknown as DatabaseAvailability).catch(exception, host);
  return sent;
}

describe('ErrorFilter', () => {
  let logged: jest.SpyInstance;

  beforeEach(() => {
    logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends the message of an HTTP exception as the error text', () => {
    expect(respond(new UnauthorizedException('Invalid username or password'))).toMatchObject({
      status: 401,
      body: { statusCode: 401, error: 'Invalid username or password' },
    });
    expect(respond(new NotFoundException()).body).toEqual({ statusCode: 404, error: 'Not Found' });
    expect(respond(new ServiceUnavailableException('The database is not reachable')).body).toEqual({
      statusCode: 503,
      error: 'The database is not reachable',
    });
  });

  it('joins several validation messages and lists them as details', () => {
    expect(respond(new ValidationFailedException(['Username is required', 'Password is required'])).body).toEqual({
      statusCode: 400,
      error: 'Username is required; Password is required',
      details: ['Username is required', 'Password is required'],
    });
    expect(respond(new BadRequestException({ message: ['Username is required'] })).body).toEqual({
      statusCode: 400,
      error: 'Username is required',
      details: ['Username is required'],
    });
  });

  it('sets Retry-After for a retry-later exception', () => {
    const sent = respond(new RetryLaterException('Slow down.', 120));

    expect(sent.status).toBe(429);
    expect(sent.headers).toEqual({ 'Retry-After': '120' });
  });

  it('answers a database outage with 503 and Retry-After, reported once to the availability tracker, no stack logged', () => {
    const database = { reportUnavailable: jest.fn() };
    const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

    const sent = respond(outage, database);

    expect(sent).toEqual({
      status: 503,
      headers: { 'Retry-After': '5' },
      body: { statusCode: 503, error: 'The service is temporarily unavailable. Please try again shortly.' },
    });
    expect(database.reportUnavailable).toHaveBeenCalledWith(outage);
    expect(logged).not.toHaveBeenCalled();
  });

  it('hides the details of unexpected errors and logs them', () => {
    expect(respond(new Error('connection string with a password'))).toEqual({
      status: 500,
      headers: {},
      body: { statusCode: 500, error: 'Something went wrong on our side. Please try again later.' },
    });
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
