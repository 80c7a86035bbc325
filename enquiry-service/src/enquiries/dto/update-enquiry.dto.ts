import { IsIn, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import type { UpdateEnquiryBody } from '@site/contracts';
import { ENQUIRY_STAGES, type EnquiryStage, SETTABLE_STATUSES, type SettableStatus } from '../enquiry-fields';

/** PATCH /api/cms/enquiries/{id}: a status, a stage (null clears it) and an assignee (null clears it), any of them. */
export class UpdateEnquiryDto implements UpdateEnquiryBody {
  @IsOptional()
  @IsIn(SETTABLE_STATUSES, { message: `status must be one of: ${SETTABLE_STATUSES.join(', ')}` })
  status?: SettableStatus;

  @ValidateIf((body: UpdateEnquiryDto) => body.stage !== null && body.stage !== undefined)
  @IsIn(ENQUIRY_STAGES, { message: `stage must be one of: ${ENQUIRY_STAGES.join(', ')}, or null` })
  stage?: EnquiryStage | null;

  @ValidateIf((body: UpdateEnquiryDto) => body.assigneeId !== null && body.assigneeId !== undefined)
  @IsUUID('all', { message: "assigneeId must be a staff member's id, or null" })
  assigneeId?: string | null;
}
