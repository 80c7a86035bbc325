import type { SessionEndRequest, TotpEnrolmentRequest } from '@site/contracts';
import { IsDefined, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PASSWORD_FIELD_MAX_LENGTH } from '../../users/user-fields';

/** The password that confirms ending other sessions. */
export class CurrentPasswordDto implements SessionEndRequest {
  @IsDefined({ message: 'Current password is required' })
  @MaxLength(PASSWORD_FIELD_MAX_LENGTH, { message: `Current password must be at most ${PASSWORD_FIELD_MAX_LENGTH} characters` })
  @Matches(/\S/, { message: 'Current password is required' })
  @IsString({ message: 'Current password must be text' })
  currentPassword!: string;
}

/** Where the password may be left out (the service decides: a token limited to setting up two-step sign-in). */
export class OptionalCurrentPasswordDto implements TotpEnrolmentRequest {
  @IsOptional()
  @MaxLength(PASSWORD_FIELD_MAX_LENGTH, { message: `Current password must be at most ${PASSWORD_FIELD_MAX_LENGTH} characters` })
  @Matches(/\S/, { message: 'Current password is required' })
  @IsString({ message: 'Current password must be text' })
  currentPassword?: string;
}
