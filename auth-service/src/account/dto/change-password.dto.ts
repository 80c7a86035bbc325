import { IsDefined, IsString, Matches, MaxLength } from 'class-validator';
import { PASSWORD_FIELD_MAX_LENGTH } from '../../users/user-fields';

/** Each field reports one message (see LoginDto for the order class-validator checks rules in). */
export class ChangePasswordDto {
  @IsDefined({ message: 'Current password is required' })
  @MaxLength(PASSWORD_FIELD_MAX_LENGTH, { message: `Current password must be at most ${PASSWORD_FIELD_MAX_LENGTH} characters` })
  @Matches(/\S/, { message: 'Current password is required' })
  @IsString({ message: 'Current password must be text' })
  currentPassword!: string;

  // Length and strength are the password rules' (passwords/password-strength.ts), which name the rule broken.
  @IsDefined({ message: 'New password is required' })
  @MaxLength(PASSWORD_FIELD_MAX_LENGTH, { message: `New password must be at most ${PASSWORD_FIELD_MAX_LENGTH} characters` })
  @IsString({ message: 'New password must be text' })
  newPassword!: string;
}
