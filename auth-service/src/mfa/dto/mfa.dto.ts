import { IsDefined, IsString, Matches, MaxLength } from 'class-validator';
import { PASSWORD_FIELD_MAX_LENGTH } from '../../users/user-fields';

export class MfaCodeDto {
  @IsDefined({ message: 'Code is required' })
  @MaxLength(32, { message: 'Code must be at most 32 characters' })
  @Matches(/\S/, { message: 'Code is required' })
  @IsString({ message: 'Code must be text' })
  code!: string;
}

export class PasswordDto {
  @IsDefined({ message: 'Password is required' })
  @MaxLength(PASSWORD_FIELD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_FIELD_MAX_LENGTH} characters` })
  @Matches(/\S/, { message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  password!: string;
}
