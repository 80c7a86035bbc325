import type { AccessDeniedReport } from '@site/contracts';
import { IsDefined, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ROLES } from '../../users/role';

export class AccessDeniedReportDto implements AccessDeniedReport {
  @IsDefined({ message: 'Route is required' })
  @MaxLength(300, { message: 'Route must be at most 300 characters' })
  @IsString({ message: 'Route must be text' })
  route!: string;

  @IsOptional()
  @IsIn(ROLES, { message: `Required role must be one of: ${ROLES.join(', ')}` })
  requiredRole?: string;

  @IsDefined({ message: 'Reason is required' })
  @MaxLength(300, { message: 'Reason must be at most 300 characters' })
  @IsString({ message: 'Reason must be text' })
  reason!: string;

  @IsOptional()
  @MaxLength(100, { message: 'Client address must be at most 100 characters' })
  @IsString({ message: 'Client address must be text' })
  clientAddress?: string;
}
