import { IsIn } from 'class-validator';
import { SETTABLE_STATUSES, type SettableStatus } from '../enquiry-fields';

export class UpdateEnquiryStatusDto {
  @IsIn(SETTABLE_STATUSES, { message: `status must be one of: ${SETTABLE_STATUSES.join(', ')}` })
  status!: SettableStatus;
}
