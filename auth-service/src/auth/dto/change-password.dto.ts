import { IsDefined, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from './login.dto';

export const NEW_PASSWORD_MIN_LENGTH = 12;

/** Each field reports one message (see LoginDto for the order class-validator checks rules in). */
export class ChangePasswordDto {
  @IsDefined({ message: 'Current password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Current password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  @Matches(/\S/, { message: 'Current password is required' })
  @IsString({ message: 'Current password must be text' })
  currentPassword!: string;

  // ASVS 6.2.1: at least 12 characters; no composition rules.
  @IsDefined({ message: 'New password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `New password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  @MinLength(NEW_PASSWORD_MIN_LENGTH, { message: `New password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters` })
  @IsString({ message: 'New password must be text' })
  newPassword!: string;
}
