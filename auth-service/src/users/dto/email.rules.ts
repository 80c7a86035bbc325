import { isEmail, registerDecorator, ValidationOptions } from 'class-validator';

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
