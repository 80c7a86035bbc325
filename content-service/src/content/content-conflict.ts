import { type ArgumentsHost, Catch, ConflictException, type ExceptionFilter, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';
import type { CmsContentItem } from './cms-content-item';

export const STALE_VERSION = 'Someone else saved this item since you opened it';

/** A 409 that carries more than its message, e.g. the stored item a stale save would have overwritten. */
export class ContentConflictException extends ConflictException {
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function staleVersion(current: CmsContentItem): ContentConflictException {
  return new ContentConflictException(STALE_VERSION, { current });
}

/**
 * Answers a ContentConflictException as `{ statusCode, error, message, ...details }`: the server kit's
 * error shape (`error`, one line a person reads), plus `message` and the details the editor acts on.
 */
@Catch(ContentConflictException)
export class ContentConflictFilter implements ExceptionFilter<ContentConflictException> {
  catch(exception: ContentConflictException, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const message = exception.message;
    response.setHeader('Cache-Control', 'no-store');
    response.status(HttpStatus.CONFLICT).json({ statusCode: HttpStatus.CONFLICT, error: message, message, ...exception.details });
  }
}
