import type { NextFunction, Request, Response } from 'express';
import { errorBody } from './error-body';

interface BodyParserError extends Error {
  type: string;
  status: number;
}

const MESSAGES: Record<string, string> = {
  'entity.too.large': 'The request body is too large.',
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.verify.failed': 'The request body could not be verified.',
  'encoding.unsupported': 'The request body encoding is not supported.',
  'charset.unsupported': 'The request body character set is not supported.',
  'request.aborted': 'The request was aborted before its body was read.',
};

function isBodyParserError(error: unknown): error is BodyParserError {
  return error instanceof Error && typeof (error as Partial<BodyParserError>).type === 'string'
    && typeof (error as Partial<BodyParserError>).status === 'number';
}

/**
 * Express error middleware for failures of the body parser, which run before Nest's routing and so
 * never reach Nest's exception filters; gives them the service's standard error shape.
 */
export function bodyParserErrorHandler(error: unknown, _request: Request, response: Response, next: NextFunction): void {
  if (!isBodyParserError(error)) {
    next(error);
    return;
  }
  const message = MESSAGES[error.type] ?? 'The request body could not be read.';
  response.status(error.status).json(errorBody(error.status, message));
}
