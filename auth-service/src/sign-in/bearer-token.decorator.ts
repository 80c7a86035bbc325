import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The bearer token of the Authorization header, or null. */
export const BearerToken = createParamDecorator((_data: unknown, context: ExecutionContext): string | null => {
  const match = /^bearer\s+(\S+)\s*$/i.exec(context.switchToHttp().getRequest<Request>().headers.authorization ?? '');
  return match ? match[1] : null;
});
