import { Type } from 'class-transformer';
import { IsDate, IsInt, IsOptional, Max, Min } from 'class-validator';

export class ActivityQueryDto {
  @IsOptional()
  @Max(200, { message: 'limit must be at most 200' })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  @Type(() => Number)
  limit?: number;

  @IsOptional()
  @IsDate({ message: 'before must be a date and time (ISO 8601)' })
  @Type(() => Date)
  before?: Date;
}
