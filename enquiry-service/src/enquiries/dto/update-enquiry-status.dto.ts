import { IsIn } from 'class-validator';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../enquiry-fields';

export class UpdateEnquiryStatusDto {
  @IsIn(ENQUIRY_STATUSES, { message: `status must be one of: ${ENQUIRY_STATUSES.join(', ')}` })
  status!: EnquiryStatus;
}
