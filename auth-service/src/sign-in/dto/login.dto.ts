import type { Credentials } from '@site/contracts';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { PASSWORD_FIELD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../users/user-fields';

/**
 * Each field reports one message: validation stops at the first failed rule, and class-validator checks
 * IsDefined first and then the other rules from the bottom up.
 */
export class LoginDto implements Credentials {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsDefined({ message: 'Username is required' })
  @MaxLength(USERNAME_MAX_LENGTH, { message: `Username must be at most ${USERNAME_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username must be text' })
  username!: string;

  // Not trimmed: spaces can be part of a password. Only a blank one counts as missing.
  @IsDefined({ message: 'Password is required' })
  @MaxLength(PASSWORD_FIELD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_FIELD_MAX_LENGTH} characters` })
  @Matches(/\S/, { message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  password!: string;
}
