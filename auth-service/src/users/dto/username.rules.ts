import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsDefined, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { USERNAME_MAX_LENGTH } from '../user.entity';

/** A username someone chooses: 2-100 letters, digits, dots, hyphens and underscores (no spaces, nothing look-alike). */
export function IsNewUsername(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    IsDefined({ message: 'Username is required' }),
    Matches(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { message: 'Username may contain only letters, digits, dots, hyphens and underscores' }),
    MaxLength(USERNAME_MAX_LENGTH, { message: `Username must be at most ${USERNAME_MAX_LENGTH} characters` }),
    MinLength(2, { message: 'Username must be at least 2 characters' }),
    IsString({ message: 'Username must be text' }),
  );
}
