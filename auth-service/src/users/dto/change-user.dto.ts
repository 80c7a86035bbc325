import { IsIn, IsOptional } from 'class-validator';
import { Role, ROLES } from '../role';

export const SETTABLE_STATUSES = ['active', 'suspended'] as const;

export class ChangeUserDto {
  @IsOptional()
  @IsIn(ROLES, { message: `role must be one of: ${ROLES.join(', ')}` })
  role?: Role;

  @IsOptional()
  @IsIn(SETTABLE_STATUSES, { message: `status must be one of: ${SETTABLE_STATUSES.join(', ')}` })
  status?: (typeof SETTABLE_STATUSES)[number];
}
