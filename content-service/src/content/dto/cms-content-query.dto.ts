import { IsIn, IsOptional } from 'class-validator';
import { IsText } from '@site/nest-server-kit';
import { ContentListQueryDto } from './content-list-query.dto';

export const STAFF_LIST_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type StaffListStatus = (typeof STAFF_LIST_STATUSES)[number];

/** The staff list's filters: the public ones, plus status (scheduled apart from published) and a search. */
export class CmsContentQueryDto extends ContentListQueryDto {
  /** `published`: public now; `scheduled`: published with a later date. */
  @IsOptional()
  @IsIn(STAFF_LIST_STATUSES, { message: 'status must be "draft", "published" or "scheduled"' })
  status?: StaffListStatus;

  /** Matches title, author and tags, ignoring case. */
  @IsOptional()
  @IsText({ maxLength: 200 })
  q?: string;
}
