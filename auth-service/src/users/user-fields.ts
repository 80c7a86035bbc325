import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { isEmail, IsDefined, IsString, Matches, MaxLength, MinLength, registerDecorator, ValidationOptions } from 'class-validator';

/** The limits and validators of a user's fields, for the entity and every request body that carries one. */
export const USERNAME_MAX_LENGTH = 100;
export const DISPLAY_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/**
 * The longest password any request may carry (login, change, reset, invitation, confirmation); longer ones
 * are refused before they reach the hasher. New passwords also meet password-strength.ts's own limit.
 */
export const PASSWORD_FIELD_MAX_LENGTH = 1024;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * An e-mail address. Text with a lone surrogate is refused before class-validator's isEmail sees it:
 * isEmail throws on it ("URI malformed"), which would answer 500.
 */
export function IsEmailAddress(options: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isEmailAddress',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate: (value: unknown) => typeof value === 'string' && !LONE_SURROGATE.test(value) && isEmail(value) },
    });
  };
}

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
