import { Transform } from 'class-transformer';
import { IsIn, IsOptional, ValidateIf } from 'class-validator';
import { IsCalendarDate } from '../../common/validation/is-calendar-date';
import { IsText } from '@site/nest-server-kit';
import { IsImageUrl } from '../../common/validation/is-image-url';
import { CONTENT_LIMITS, CONTENT_STATUSES, CONTENT_TYPES, type ContentStatus, type ContentType } from '../content.constants';

/** An empty date input means "not set", like null. */
const EmptyDateAsNull = (): PropertyDecorator => Transform(({ value }: { value: unknown }) => (value === '' ? null : value));

/**
 * A content item as the editor sends it. Optional fields get defaults (dates today, texts empty);
 * the slug is derived from the title when absent. Class-validator checks the decorator nearest the
 * property first, so presence and type checks sit at the bottom.
 */
export class CreateContentDto {
  @IsIn(CONTENT_TYPES, { message: 'type must be "blog" or "case-study"' })
  type!: ContentType;

  @IsText({ required: true, maxLength: CONTENT_LIMITS.title })
  title!: string;

  @IsOptional()
  @IsText({ maxLength: CONTENT_LIMITS.slug })
  slug?: string | null;

  @IsOptional()
  @IsText({ maxLength: CONTENT_LIMITS.author })
  author?: string | null;

  @IsIn(CONTENT_STATUSES, { message: 'status must be "draft" or "published"' })
  status!: ContentStatus;

  @IsOptional()
  @IsCalendarDate()
  @EmptyDateAsNull()
  dateCreated?: string | null;

  @IsOptional()
  @IsCalendarDate()
  @EmptyDateAsNull()
  dateModified?: string | null;

  @IsOptional()
  @IsCalendarDate()
  @EmptyDateAsNull()
  datePublished?: string | null;

  @IsOptional()
  @IsText({ maxLength: CONTENT_LIMITS.category })
  category?: string | null;

  @IsOptional()
  @IsText({ maxLength: CONTENT_LIMITS.tags })
  tags?: string | null;

  @IsOptional()
  @IsText({ maxLength: CONTENT_LIMITS.metaDescription })
  metaDescription?: string | null;

  @IsOptional()
  @IsText({ maxLength: CONTENT_LIMITS.description })
  description?: string | null;

  @IsText({ required: true, maxLength: Number.MAX_SAFE_INTEGER })
  content!: string;

  @IsImageUrl()
  @IsText({ required: true, maxLength: CONTENT_LIMITS.imageUrl })
  imageUrl!: string;

  @IsOptional()
  @IsText({ maxLength: CONTENT_LIMITS.imageAlt })
  imageAlt?: string | null;

  /** Issue 35: empty or absent, the title. */
  @IsOptional()
  @IsText({ maxLength: CONTENT_LIMITS.socialTitle })
  socialTitle?: string | null;

  /** Empty or absent, the meta description. */
  @IsOptional()
  @IsText({ maxLength: CONTENT_LIMITS.socialDescription })
  socialDescription?: string | null;

  /** Empty or absent, the featured image; else an image address as the featured image takes. */
  @ValidateIf((input: CreateContentDto) => typeof input.socialImageUrl === 'string' && input.socialImageUrl.trim() !== '')
  @IsImageUrl()
  @IsText({ maxLength: CONTENT_LIMITS.socialImageUrl })
  socialImageUrl?: string | null;
}
