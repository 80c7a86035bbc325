import { IsIn, IsOptional } from 'class-validator';
import { CONTENT_TYPES, type ContentType } from '../content.constants';

export class ContentListQueryDto {
  @IsOptional()
  @IsIn(CONTENT_TYPES, { message: 'type must be "blog" or "case-study"' })
  type?: ContentType;
}
