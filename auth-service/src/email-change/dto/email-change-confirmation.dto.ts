import type { EmailChangeConfirmation } from '@site/contracts';
import { IsDefined, IsString, Matches, MaxLength } from 'class-validator';

export class EmailChangeConfirmationDto implements EmailChangeConfirmation {
  @IsDefined({ message: 'Token is required' })
  @MaxLength(100, { message: 'Token must be at most 100 characters' })
  @Matches(/\S/, { message: 'Token is required' })
  @IsString({ message: 'Token must be text' })
  token!: string;
}
