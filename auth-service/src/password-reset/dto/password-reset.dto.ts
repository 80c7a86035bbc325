import { Transform } from 'class-transformer';
import { IsDefined, IsString, Matches, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH, IsEmailAddress, PASSWORD_FIELD_MAX_LENGTH } from '../../users/user-fields';

export class PasswordResetRequestDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsDefined({ message: 'E-mail address is required' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: `E-mail address must be at most ${EMAIL_MAX_LENGTH} characters` })
  @IsEmailAddress({ message: 'E-mail address is not valid' })
  @IsString({ message: 'E-mail address must be text' })
  email!: string;
}

export class CompletePasswordResetDto {
  @IsDefined({ message: 'Reset token is required' })
  @MaxLength(100, { message: 'Reset token must be at most 100 characters' })
  @IsString({ message: 'Reset token must be text' })
  token!: string;

  @IsDefined({ message: 'Password is required' })
  @MaxLength(PASSWORD_FIELD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_FIELD_MAX_LENGTH} characters` })
  @Matches(/\S/, { message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  password!: string;
}
