import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ErrorBody, errorBody, validationErrorBody } from './error-body';
import { RetryLaterException } from './retry-later.exception';
import { ValidationFailedException } from './validation-failed.exception';

const UNEXPECTED_ERROR = 'Something went wrong on our side. Please try again later.';

/** Turns every error leaving a route into `{ statusCode, error, details? }`. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpErrorFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (exception instanceof RetryLaterException) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    if (body.statusCode >= HttpStatus.INTERNAL_SERVER_ERROR) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof ValidationFailedException) {
      return validationErrorBody(exception.getStatus(), exception.messages);
    }
    if (!(exception instanceof HttpException)) {
      return errorBody(HttpStatus.INTERNAL_SERVER_ERROR, UNEXPECTED_ERROR);
    }
    const statusCode = exception.getStatus();
    if (statusCode >= HttpStatus.INTERNAL_SERVER_ERROR && statusCode !== HttpStatus.SERVICE_UNAVAILABLE) {
      return errorBody(statusCode, UNEXPECTED_ERROR);
    }
    return errorBody(statusCode, messageOf(exception));
  }
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') {
    return response;
  }
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) {
    return message.map(String).join('; ');
  }
  return typeof message === 'string' ? message : exception.message;
}
