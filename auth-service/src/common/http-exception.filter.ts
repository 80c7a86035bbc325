import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { errorBody, ErrorBody } from './error-body';
import { RetryLaterException } from './retry-later.exception';

interface HttpResponseLike {
  status(code: number): HttpResponseLike;
  setHeader(name: string, value: string): void;
  json(body: ErrorBody): void;
}

/** Turns every error, expected or not, into the shared `{ statusCode, error, details? }` JSON. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<HttpResponseLike>();
    const body = this.toErrorBody(exception);
    if (exception instanceof RetryLaterException) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    response.status(body.statusCode).json(body);
  }

  private toErrorBody(exception: unknown): ErrorBody {
    if (!(exception instanceof HttpException)) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
      return errorBody(HttpStatus.INTERNAL_SERVER_ERROR, 'Something went wrong on our side. Please try again later.');
    }
    const status = exception.getStatus();
    if (status >= 500) {
      this.logger.error(exception.stack ?? exception.message);
    }
    const response = exception.getResponse();
    if (typeof response === 'string') {
      return errorBody(status, response);
    }
    const { message } = response as { message?: unknown };
    if (typeof message === 'string' || (Array.isArray(message) && message.every((item) => typeof item === 'string'))) {
      return errorBody(status, message);
    }
    return errorBody(status, exception.message);
  }
}
