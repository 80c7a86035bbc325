import {
  CONTENT_TYPES, type ContentType, type CreateReviewLinkRequest, REVIEW_COMMENT_MAX_LENGTH, REVIEW_DECISIONS, REVIEW_EMAIL_MAX_LENGTH,
  REVIEW_LINK_MAX_DAYS, REVIEW_NAME_MAX_LENGTH, type ReviewDecision, type ReviewDecisionRequest,
} from '@site/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';

export class CreateReviewLinkDto implements CreateReviewLinkRequest {
  @IsOptional()
  @IsInt({ message: 'expiresInDays must be a whole number of days' })
  @Min(1, { message: `expiresInDays must be between 1 and ${REVIEW_LINK_MAX_DAYS}` })
  @Max(REVIEW_LINK_MAX_DAYS, { message: `expiresInDays must be between 1 and ${REVIEW_LINK_MAX_DAYS}` })
  expiresInDays?: number;
}

export class ReviewDecisionDto implements ReviewDecisionRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  token!: string;

  @IsString()
  @IsNotEmpty({ message: 'Please give your name' })
  @MaxLength(REVIEW_NAME_MAX_LENGTH)
  name!: string;

  @IsEmail({}, { message: 'Please give a valid e-mail address' })
  @MaxLength(REVIEW_EMAIL_MAX_LENGTH)
  email!: string;

  @IsIn(REVIEW_DECISIONS, { message: 'decision must be approve or changes' })
  decision!: ReviewDecision;

  @IsOptional()
  @IsString()
  @MaxLength(REVIEW_COMMENT_MAX_LENGTH, { message: `The comment can be at most ${REVIEW_COMMENT_MAX_LENGTH} characters` })
  comment?: string;

  /** The item's version the reviewer read (the review page sends it); a decision on an older one is refused. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  version?: number;
}

class ApprovalRequiredDto implements Partial<Record<ContentType, boolean>> {
  @IsOptional()
  @IsBoolean()
  blog?: boolean;

  @IsOptional()
  @IsBoolean()
  'case-study'?: boolean;
}

/** `PUT /api/cms/settings/publishing` */
export class PublishingSettingsDto {
  @IsObject({ message: `approvalRequired must be an object of ${CONTENT_TYPES.join(', ')} to true or false` })
  @ValidateNested()
  @Type(() => ApprovalRequiredDto)
  approvalRequired!: ApprovalRequiredDto;
}
