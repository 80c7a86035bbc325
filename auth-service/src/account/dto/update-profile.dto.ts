import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, IsEmailAddress } from '../../users/user-fields';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export class UpdateProfileDto {
  @IsOptional()
  @Transform(trim)
  @MaxLength(DISPLAY_NAME_MAX_LENGTH, { message: `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Display name must not be empty' })
  @IsString({ message: 'Display name must be text' })
  displayName?: string;

  @IsOptional()
  @Transform(trim)
  @MaxLength(EMAIL_MAX_LENGTH, { message: `E-mail address must be at most ${EMAIL_MAX_LENGTH} characters` })
  @IsEmailAddress({ message: 'E-mail address is not valid' })
  @IsString({ message: 'E-mail address must be text' })
  email?: string;
}
