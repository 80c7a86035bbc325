import { IsDefined, IsString, Matches, MaxLength } from 'class-validator';

export class MfaLoginDto {
  @IsDefined({ message: 'mfaToken is required' })
  @MaxLength(100, { message: 'mfaToken must be at most 100 characters' })
  @Matches(/\S/, { message: 'mfaToken is required' })
  @IsString({ message: 'mfaToken must be text' })
  mfaToken!: string;

  @IsDefined({ message: 'Code is required' })
  @MaxLength(32, { message: 'Code must be at most 32 characters' })
  @Matches(/\S/, { message: 'Code is required' })
  @IsString({ message: 'Code must be text' })
  code!: string;
}
