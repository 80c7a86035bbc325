import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsText } from '@site/nest-server-kit';

export const ALT_MAX_LENGTH = 300;
export const MAX_MEDIA_PAGE = 100;

const toWholeNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);

export class MediaListQuery {
  @IsOptional()
  @Transform(toWholeNumber)
  @IsInt({ message: `limit must be a whole number from 1 to ${MAX_MEDIA_PAGE}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${MAX_MEDIA_PAGE}` })
  @Max(MAX_MEDIA_PAGE, { message: `limit must be a whole number from 1 to ${MAX_MEDIA_PAGE}` })
  limit?: number;

  @IsOptional()
  @Transform(toWholeNumber)
  @IsInt({ message: 'offset must be a whole number, 0 or more' })
  @Min(0, { message: 'offset must be a whole number, 0 or more' })
  offset?: number;
}

/** `{alt: "text"}`; `{alt: ""}` or `{decorative: true}`: decorative; `{alt: null}`: no alt text yet. */
export class UpdateMediaDto {
  @IsText({ maxLength: ALT_MAX_LENGTH })
  alt?: string | null;

  @IsOptional()
  @IsBoolean({ message: 'decorative must be true or false' })
  decorative?: boolean;
}

/** The alt text an update asks for: null (none yet), '' (decorative) or the trimmed text. */
export function requestedAlt(body: UpdateMediaDto): string | null {
  if (body.decorative === true) return '';
  return body.alt === null || body.alt === undefined ? null : body.alt.trim();
}
