import { BadRequestException } from '@nestjs/common';

/** A 400 carrying the list of input problems, which the error filter reports as `details`. */
export class ValidationFailedException extends BadRequestException {
  constructor(readonly messages: string[]) {
    super(messages.join('; '));
  }
}
