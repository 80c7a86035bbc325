import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DatabaseAvailability } from '../database/database-availability';
import { requestIdOf } from '../logging/request-id';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, isRejectedValue } from './database-errors';
import { ErrorBody, errorBody, validationErrorBody } from './error-body';
import { RetryLaterException } from './retry-later.exception';
import { ValidationFailedException } from './validation-failed.exception';

export const UNEXPECTED_ERROR = 'Something went wrong on our side. Please try again later.';
export const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';
export const REJECTED_VALUE = 'The request contains a value that cannot be stored';

interface ErrorResponse {
  body: ErrorBody;
  retryAfterSeconds?: number;
}

/**
 * Turns every error leaving a route into the one error shape. A database outage is a 503 with
 * Retry-After and is logged once per outage (by DatabaseAvailability), not once per request; other
 * unexpected errors are a 500 whose stack is logged with the request id, and whose details stay private.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  constructor(private readonly database: DatabaseAvailability) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const { body, retryAfterSeconds } = this.toErrorResponse(exception, http.getRequest<Request>());
    if (retryAfterSeconds !== undefined) {
      response.setHeader('Retry-After', String(retryAfterSeconds));
    }
    response.status(body.statusCode).json(body);
  }

  private toErrorResponse(exception: unknown, request: Request): ErrorResponse {
    if (exception instanceof ValidationFailedException) {
      return { body: validationErrorBody(exception.getStatus(), exception.messages) };
    }
    if (exception instanceof HttpException) {
      return this.fromHttpException(exception, request);
    }
    if (isDatabaseUnavailable(exception)) {
      this.database.reportUnavailable(exception);
      return { body: errorBody(HttpStatus.SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE), retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
    }
    if (isRejectedValue(exception)) {
      return { body: errorBody(HttpStatus.BAD_REQUEST, REJECTED_VALUE) };
    }
    this.logUnexpected(exception, request);
    return { body: errorBody(HttpStatus.INTERNAL_SERVER_ERROR, UNEXPECTED_ERROR) };
  }

  private fromHttpException(exception: HttpException, request: Request): ErrorResponse {
    const statusCode = exception.getStatus();
    const retryAfterSeconds = exception instanceof RetryLaterException ? exception.retryAfterSeconds : undefined;
    if (statusCode >= HttpStatus.INTERNAL_SERVER_ERROR && statusCode !== HttpStatus.SERVICE_UNAVAILABLE) {
      this.logUnexpected(exception, request);
      return { body: errorBody(statusCode, UNEXPECTED_ERROR), retryAfterSeconds };
    }
    const messages = messagesOf(exception);
    const body = Array.isArray(messages) ? validationErrorBody(statusCode, messages) : errorBody(statusCode, messages);
    return { body, retryAfterSeconds };
  }

  private logUnexpected(exception: unknown, request: Request): void {
    const stack = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
    this.logger.error({ message: 'Unexpected error', requestId: requestIdOf(request), method: request.method, path: request.path, stack });
  }
}

/** The text of an HTTP exception; a list of messages (Nest's own validation shape) stays a list. */
function messagesOf(exception: HttpException): string | string[] {
  const response = exception.getResponse();
  if (typeof response === 'string') {
    return response;
  }
  const { message } = response as { message?: unknown };
  if (Array.isArray(message) && message.length > 0 && message.every((item) => typeof item === 'string')) {
    return message as string[];
  }
  return typeof message === 'string' ? message : exception.message;
}
