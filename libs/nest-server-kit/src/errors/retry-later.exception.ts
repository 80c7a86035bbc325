import { HttpException, HttpStatus } from '@nestjs/common';

/** An error whose wait time the error filter sends as the Retry-After header (429 unless told otherwise). */
export class RetryLaterException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    status: number = HttpStatus.TOO_MANY_REQUESTS,
  ) {
    super(message, status);
  }
}
