import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';

/** Path ids must be UUIDs; anything else is refused before the database is asked. */
export const enquiryIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException('The enquiry id must be a valid UUID'),
});
