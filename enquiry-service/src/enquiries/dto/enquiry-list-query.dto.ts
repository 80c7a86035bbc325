import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { ENQUIRY_FORMS, ENQUIRY_STAGES, ENQUIRY_STATUSES, type EnquiryForm, type EnquiryStage, type EnquiryStatus, NO_ASSIGNEE, NO_STAGE } from '../enquiry-fields';

const STAGE_FILTERS = [...ENQUIRY_STAGES, NO_STAGE];

/** Filters of the staff inbox. Without a status it lists the inbox (new and handled); held and spam are folders of their own. */
export class EnquiryFilterQuery {
  @IsOptional()
  @IsIn(ENQUIRY_STATUSES, { message: `status must be one of: ${ENQUIRY_STATUSES.join(', ')}` })
  status?: EnquiryStatus;

  @IsOptional()
  @IsIn(ENQUIRY_FORMS, { message: `form must be one of: ${ENQUIRY_FORMS.join(', ')}` })
  form?: EnquiryForm;

  /** A stage, or "none" for enquiries without one. */
  @IsOptional()
  @IsIn(STAGE_FILTERS, { message: `stage must be one of: ${STAGE_FILTERS.join(', ')}` })
  stage?: EnquiryStage | typeof NO_STAGE;

  /** A staff member's id, or "none" for unassigned enquiries. */
  @IsOptional()
  @ValidateIf((query: EnquiryFilterQuery) => query.assignee !== NO_ASSIGNEE)
  @IsUUID('all', { message: 'assignee must be a staff member\'s id or "none"' })
  assignee?: string;

  /** Matched, case-insensitively, against names, e-mail, phone, organisation, service and message. */
  @IsOptional()
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  @IsString({ message: 'q must be text' })
  q?: string;
}

export class EnquiryListQuery extends EnquiryFilterQuery {
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  page = 1;

  @IsOptional()
  @Type(() => Number)
  @Max(100, { message: 'pageSize must be between 1 and 100' })
  @Min(1, { message: 'pageSize must be between 1 and 100' })
  @IsInt({ message: 'pageSize must be a whole number' })
  pageSize = 20;
}
