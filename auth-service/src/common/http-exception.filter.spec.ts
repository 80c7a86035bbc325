import { ArgumentsHost, BadRequestException, Logger, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { HttpExceptionFilter } from './http-exception.filter';
import { RetryLaterException } from './retry-later.exception';

function respond(exception: unknown): { status: number; body: unknown; headers: Record<string, string> } {
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
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new HttpExceptionFilter().catch(exception, host);
  return sent;
}

describe('HttpExceptionFilter', () => {
  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  afterAll(() => {
    jest.restoreAllMocks();
  });

  it('sends the message of an HTTP exception as the error text', () => {
    expect(respond(new UnauthorizedException('Invalid username or password'))).toMatchObject({
      status: 401,
      body: { statusCode: 401, error: 'Invalid username or password' },
    });
    expect(respond(new NotFoundException()).body).toEqual({ statusCode: 404, error: 'Not Found' });
  });

  it('joins several validation messages and lists them as details', () => {
    expect(respond(new BadRequestException({ message: ['Username is required', 'Password is required'] })).body).toEqual({
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

  it('hides the details of unexpected errors', () => {
    expect(respond(new Error('connection string with a password'))).toEqual({
      status: 500,
      headers: {},
      body: { statusCode: 500, error: 'Something went wrong on our side. Please try again later.' },
    });
  });
});
