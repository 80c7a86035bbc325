import { BadRequestException } from '@nestjs/common';

/** A 400 carrying the list of input problems, so the error filter can report them as `details`. */
export class ValidationFailedException extends BadRequestException {
  constructor(readonly messages: string[]) {
    super(messages.join('; '));
  }
}
