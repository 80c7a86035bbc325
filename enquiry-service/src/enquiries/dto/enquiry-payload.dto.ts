import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import {
  EMAIL_PATTERN,
  ENQUIRER_TYPES,
  LIMITS,
  PHONE_PATTERN,
  SERVICES,
  USER_COUNT_BANDS,
  VALIDATION_MESSAGES,
} from '../enquiry-fields';
import { AttributionPayload } from './attribution-payload.dto';
import { Text } from './enquiry-text';

const requiredName = { required: true, maxLength: LIMITS.name };

// With stopAtFirstError, class-validator checks a property's decorators from the bottom up: the first
// check that matters (present, the right type) is written last.

/** What both forms send: where it came from, who is asking, how to reach them, the captcha, and the honeypot. */
abstract class EnquiryPayloadBase {
  abstract form: 'enquiry' | 'contact';

  @MaxLength(LIMITS.page, { message: `page must be at most ${LIMITS.page} characters` })
  @Matches(/^\/[^\s]*$/, { message: 'page must be the path of the page the form was on, starting with /' })
  page!: string;

  @Text(requiredName)
  firstName!: string;

  @Text(requiredName)
  lastName!: string;

  @Text({ maxLength: LIMITS.email, required: true })
  @Matches(EMAIL_PATTERN, { message: VALIDATION_MESSAGES.email })
  email!: string;

  @Text({ maxLength: LIMITS.phone, required: true })
  @Matches(PHONE_PATTERN, { message: VALIDATION_MESSAGES.phone })
  phone!: string;

  @MaxLength(LIMITS.captchaToken, { message: `captchaToken must be at most ${LIMITS.captchaToken} characters` })
  @Matches(/\S/, { message: VALIDATION_MESSAGES.captcha })
  @IsString({ message: VALIDATION_MESSAGES.captcha })
  captchaToken!: string;

  /** Where the visit came from (issue 36); optional, as a visit without script or storage has none. */
  @IsOptional()
  @ValidateNested()
  @Type(() => AttributionPayload)
  @IsObject({ message: 'attribution must be an object' })
  attribution?: AttributionPayload;

  /** Hidden from people; a bot that fills every field fills this one too. */
  @IsOptional()
  @MaxLength(LIMITS.honeypot, { message: `website must be at most ${LIMITS.honeypot} characters` })
  @IsString({ message: 'website must be text' })
  website?: string;
}

/** Spec 3 variant A: the short form on home, about, services and industry pages. */
export class ShortEnquiryPayload extends EnquiryPayloadBase {
  @IsIn(['enquiry'])
  form!: 'enquiry';

  @Text({ required: true, maxLength: LIMITS.organisation })
  organisation!: string;

  @Text({ required: true, maxLength: LIMITS.message })
  message!: string;
}

/** Spec 3 variant B: the contact page's form. */
export class ContactEnquiryPayload extends EnquiryPayloadBase {
  @IsIn(['contact'])
  form!: 'contact';

  @IsIn(ENQUIRER_TYPES, { message: `type must be one of: ${ENQUIRER_TYPES.join(', ')}` })
  type!: 'organization' | 'individual';

  /** Shown, and required, only when the enquirer is an organisation (spec 3). */
  @ValidateIf((payload: ContactEnquiryPayload) => payload.type === 'organization' || payload.userCount !== undefined)
  @IsIn(USER_COUNT_BANDS, { message: `userCount must be one of: ${USER_COUNT_BANDS.join(', ')}` })
  userCount?: string;

  @IsIn(SERVICES, { message: `service must be one of: ${SERVICES.join(', ')}` })
  @Text({ required: true, maxLength: 100 })
  service!: string;

  @Text({ maxLength: LIMITS.message })
  description?: string;
}

export type EnquiryPayload = ShortEnquiryPayload | ContactEnquiryPayload;
