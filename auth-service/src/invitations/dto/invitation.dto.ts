import type { InvitationAcceptance, InvitationPreviewRequest, NewInvitation } from '@site/contracts';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, IsEmailAddress, IsNewUsername, PASSWORD_FIELD_MAX_LENGTH } from '../../users/user-fields';
import { Role, ROLES } from '../../users/role';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export class CreateInvitationDto implements NewInvitation {
  @Transform(trim)
  @IsDefined({ message: 'E-mail address is required' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: `E-mail address must be at most ${EMAIL_MAX_LENGTH} characters` })
  @IsEmailAddress({ message: 'E-mail address is not valid' })
  @IsString({ message: 'E-mail address must be text' })
  email!: string;

  @IsDefined({ message: 'Role is required' })
  @IsIn(ROLES, { message: `Role must be one of: ${ROLES.join(', ')}` })
  role!: Role;

  @IsOptional()
  @Transform(trim)
  @MaxLength(DISPLAY_NAME_MAX_LENGTH, { message: `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Display name must not be empty' })
  @IsString({ message: 'Display name must be text' })
  displayName?: string;
}

export class AcceptInvitationDto implements InvitationAcceptance {
  @IsDefined({ message: 'Invitation token is required' })
  @MaxLength(100, { message: 'Invitation token must be at most 100 characters' })
  @IsString({ message: 'Invitation token must be text' })
  token!: string;

  @IsNewUsername()
  username!: string;

  @IsDefined({ message: 'Password is required' })
  @MaxLength(PASSWORD_FIELD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_FIELD_MAX_LENGTH} characters` })
  @Matches(/\S/, { message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  password!: string;
}

export class InvitationPreviewDto implements InvitationPreviewRequest {
  @IsDefined({ message: 'Invitation token is required' })
  @MaxLength(100, { message: 'Invitation token must be at most 100 characters' })
  @IsString({ message: 'Invitation token must be text' })
  token!: string;
}
