import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The browser's User-Agent header (shown in the list of one's sessions), or null. */
export const UserAgent = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | null => context.switchToHttp().getRequest<Request>().headers['user-agent'] ?? null,
);
