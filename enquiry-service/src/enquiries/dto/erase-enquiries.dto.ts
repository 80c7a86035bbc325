import type { EraseEnquiriesBody } from '@site/contracts';
import { Matches } from 'class-validator';
import { EMAIL_PATTERN, LIMITS, VALIDATION_MESSAGES } from '../enquiry-fields';
import { Text } from './enquiry-text';

export class EraseEnquiriesDto implements EraseEnquiriesBody {
  @Text({ maxLength: LIMITS.email, required: true })
  @Matches(EMAIL_PATTERN, { message: VALIDATION_MESSAGES.email })
  email!: string;
}
