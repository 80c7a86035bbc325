import { Transform } from 'class-transformer';
import { BadRequestException } from '@nestjs/common';
import { type FocalPoint, FOCAL_POINT_MAX, FOCAL_POINT_MESSAGE, FOCAL_POINT_MIN } from '@site/contracts';
import { IsBoolean, IsInt, IsNumber, IsOptional, Max, Min, ValidateIf } from 'class-validator';
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

const focalCoordinate = (): PropertyDecorator => (target, property) => {
  for (const decorate of [
    // Not IsOptional: that lets null through, and a focal point is never "none".
    ValidateIf((body: Record<string | symbol, unknown>) => body[property] !== undefined),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: FOCAL_POINT_MESSAGE }),
    Min(FOCAL_POINT_MIN, { message: FOCAL_POINT_MESSAGE }),
    Max(FOCAL_POINT_MAX, { message: FOCAL_POINT_MESSAGE }),
  ]) {
    decorate(target, property);
  }
};

/**
 * `{alt: "text"}`; `{alt: ""}` or `{decorative: true}`: decorative; `{alt: null}`: no alt text yet;
 * `{focalX, focalY}`: the focal point (issue 35), both or neither.
 */
export class UpdateMediaDto {
  @IsText({ maxLength: ALT_MAX_LENGTH })
  alt?: string | null;

  @IsOptional()
  @IsBoolean({ message: 'decorative must be true or false' })
  decorative?: boolean;

  @focalCoordinate()
  focalX?: number;

  @focalCoordinate()
  focalY?: number;
}

/** The focal point an update asks for; undefined when it asks none; 400 for one coordinate without the other. */
export function requestedFocalPoint(body: UpdateMediaDto): FocalPoint | undefined {
  const { focalX, focalY } = body;
  if (focalX === undefined && focalY === undefined) return undefined;
  if (focalX === undefined || focalY === undefined) throw new BadRequestException(FOCAL_POINT_MESSAGE);
  return { focalX, focalY };
}

/** Whether an update asks to change the alt text. */
export const asksForAlt = (body: UpdateMediaDto): boolean => body.alt !== undefined || body.decorative !== undefined;

/** The alt text an update asks for: null (none yet), '' (decorative) or the trimmed text. */
export function requestedAlt(body: UpdateMediaDto): string | null {
  if (body.decorative === true) return '';
  return body.alt === null || body.alt === undefined ? null : body.alt.trim();
}
