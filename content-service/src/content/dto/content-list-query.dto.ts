import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { CONTENT_TYPES, type ContentType } from '../content.constants';

/** The largest page a listing may ask for. */
export const MAX_PAGE_SIZE = 50;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
const OFFSET_MESSAGE = 'offset must be a whole number, 0 or more';

/** A plain run of digits becomes a number; anything else stays as it came and fails validation. */
const toWholeNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);

export class ContentListQueryDto {
  @IsOptional()
  @IsIn(CONTENT_TYPES, { message: 'type must be "blog" or "case-study"' })
  type?: ContentType;

  /** `summary`: every field but the HTML body, for listings. */
  @IsOptional()
  @IsIn(['summary'], { message: 'fields must be "summary" (every field but the body)' })
  fields?: 'summary';

  /** Asks for one page: the answer becomes `{ items, total, offset, limit }`. */
  @ValidateIf((query: ContentListQueryDto) => query.limit !== undefined || query.offset !== undefined)
  @Transform(toWholeNumber)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(MAX_PAGE_SIZE, { message: LIMIT_MESSAGE })
  limit?: number;

  @IsOptional()
  @Transform(toWholeNumber)
  @IsInt({ message: OFFSET_MESSAGE })
  @Min(0, { message: OFFSET_MESSAGE })
  offset?: number;
}
