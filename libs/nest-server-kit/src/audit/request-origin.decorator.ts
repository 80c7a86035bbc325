import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { requestIdOf } from '../logging/request-id';
import type { RequestOrigin } from './audit-trail';

export function requestOriginOf(request: Request): RequestOrigin {
  // req.ip honours TRUST_PROXY, so behind nginx it is the address nginx saw.
  return { clientAddress: request.ip ?? 'unknown', requestId: requestIdOf(request) ?? null };
}

/** The client address and request id (the one sent back in X-Request-Id) of the current request. */
export const Origin = createParamDecorator((_data: unknown, context: ExecutionContext): RequestOrigin =>
  requestOriginOf(context.switchToHttp().getRequest<Request>()),
);
