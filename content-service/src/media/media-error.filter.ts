import { type ArgumentsHost, Catch, type ExceptionFilter, Injectable } from '@nestjs/common';
import { DatabaseAvailability, type ErrorBody, ErrorFilter } from '@site/nest-server-kit';
import type { Response } from 'express';
import { MediaInUseException } from './media-errors';

/**
 * The service's usual error answer, plus `message` (the media API's contract names it so) and, for a 409,
 * `usedBy`: the items that still use the image.
 */
@Catch()
@Injectable()
export class MediaErrorFilter implements ExceptionFilter {
  private readonly errors: ErrorFilter;

  constructor(database: DatabaseAvailability) {
    this.errors = new ErrorFilter(database);
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const send = response.json.bind(response);
    response.json = (body: ErrorBody) => send({
      ...body,
      message: body.error,
      ...(exception instanceof MediaInUseException ? { usedBy: exception.usedBy } : {}),
    });
    this.errors.catch(exception, host);
  }
}
