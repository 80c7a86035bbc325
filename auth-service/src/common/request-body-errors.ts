import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';

interface BodyParserError {
  type?: unknown;
  status?: unknown;
}

/**
 * express error middleware placed right after the JSON body parser: gives its errors (body too large,
 * malformed JSON, ...) readable messages before Nest's exception filter shapes the response.
 */
export function mapRequestBodyErrors(error: unknown, _request: unknown, _response: unknown, next: (error: unknown) => void): void {
  next(toHttpException(error));
}

export function toHttpException(error: unknown): unknown {
  if (error instanceof HttpException || typeof error !== 'object' || error === null) {
    return error;
  }
  const { type, status } = error as BodyParserError;
  switch (type) {
    case 'entity.too.large':
      return new PayloadTooLargeException('The request body is too large');
    case 'entity.parse.failed':
      return new BadRequestException('The request body is not valid JSON');
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new HttpException('The request body encoding is not supported', 415);
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpException('The request body could not be read', status);
  }
  return error;
}
