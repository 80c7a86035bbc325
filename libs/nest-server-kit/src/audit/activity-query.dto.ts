import { Transform } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, Max, Min } from 'class-validator';
import { ACTIVITY_MAX_LIMIT } from './audit-event-table';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${ACTIVITY_MAX_LIMIT}`;

/** A plain run of digits becomes a number; anything else stays as it came and fails validation. */
const toWholeNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);

/** `?limit=` (1-200, default 100) and `?before=<ISO time>` of an activity list. */
export class ActivityQuery {
  @IsOptional()
  @Transform(toWholeNumber)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(ACTIVITY_MAX_LIMIT, { message: LIMIT_MESSAGE })
  limit?: number;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'before must be an ISO 8601 time such as 2026-05-01T09:30:00.000Z' })
  before?: string;
}
