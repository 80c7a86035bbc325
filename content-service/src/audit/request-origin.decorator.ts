import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { RequestOrigin } from './audit-logger';

/** nginx sets X-Request-Id (see nginx/snippets/proxy.conf); anything odd is dropped rather than logged. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestOriginOf(request: Request): RequestOrigin {
  const header = request.headers['x-request-id'];
  const requestId = typeof header === 'string' && REQUEST_ID.test(header) ? header : null;
  // req.ip honours TRUST_PROXY, so behind nginx it is the address nginx saw.
  return { clientAddress: request.ip ?? 'unknown', requestId };
}

/** The client address and request id of the current request. */
export const Origin = createParamDecorator((_data: unknown, context: ExecutionContext): RequestOrigin =>
  requestOriginOf(context.switchToHttp().getRequest<Request>()),
);
