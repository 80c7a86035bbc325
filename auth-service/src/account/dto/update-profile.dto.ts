import type { ProfileChanges } from '@site/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, IsEmailAddress, PASSWORD_FIELD_MAX_LENGTH } from '../../users/user-fields';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export class UpdateProfileDto implements ProfileChanges {
  @IsOptional()
  @Transform(trim)
  @MaxLength(DISPLAY_NAME_MAX_LENGTH, { message: `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Display name must not be empty' })
  @IsString({ message: 'Display name must be text' })
  displayName?: string;

  // null is no address: refused, since an account without one is never told of changes.
  @ValidateIf((_object, value) => value !== undefined)
  @Transform(trim)
  @MaxLength(EMAIL_MAX_LENGTH, { message: `E-mail address must be at most ${EMAIL_MAX_LENGTH} characters` })
  @IsEmailAddress({ message: 'E-mail address is not valid' })
  @IsString({ message: 'E-mail address must be text' })
  email?: string;

  /** Needed with a new e-mail address (the service says so when it is missing). */
  @IsOptional()
  @MaxLength(PASSWORD_FIELD_MAX_LENGTH, { message: `Current password must be at most ${PASSWORD_FIELD_MAX_LENGTH} characters` })
  @Matches(/\S/, { message: 'Current password is required' })
  @IsString({ message: 'Current password must be text' })
  currentPassword?: string;
}
