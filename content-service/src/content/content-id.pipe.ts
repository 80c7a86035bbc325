import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';

/** Path ids must be UUIDs; anything else is refused before the database is asked. */
export const contentIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException('The content id must be a valid UUID'),
});
