import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 whose wait time the exception filter sends as the Retry-After header. */
export class RetryLaterException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
