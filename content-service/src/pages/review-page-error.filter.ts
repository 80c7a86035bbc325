import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { RetryLaterException } from '@site/nest-server-kit';
import type { Response } from 'express';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/**
 * A review page that cannot be shown (no such link 404, withdrawn or expired 410, opened too often 429)
 * answers a short readable page with the reason, as a person opening a link in a browser expects, never cached or indexed.
 */
@Catch()
export class ReviewPageErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(ReviewPageErrorFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const known = exception instanceof HttpException;
    if (!known) this.logger.error(exception);
    const status = known ? exception.getStatus() : HttpStatus.INTERNAL_SERVER_ERROR;
    const message = known ? exception.message : 'The review page could not be shown. Please try again later.';
    if (exception instanceof RetryLaterException) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    response
      .status(status)
      .set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Content-Type': 'text/html; charset=utf-8' })
      .send(`<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="robots" content="noindex">`
        + `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Draft for review</title></head>`
        + `<body><main><h1>Draft for review</h1><p>${escapeHtml(message)}</p></main></body></html>`);
  }
}
