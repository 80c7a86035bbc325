import { ValidationArguments, ValidationOptions, isURL, registerDecorator } from 'class-validator';

export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && isURL(value, {
    protocols: ['http', 'https'],
    require_protocol: true,
    require_valid_protocol: true,
    require_tld: false,
  });
}

/** An absolute http:// or https:// URL. */
export function IsHttpUrl(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isHttpUrl',
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: (args: ValidationArguments) => `${args.property} must be an http:// or https:// URL`,
        ...options,
      },
      validator: { validate: isHttpUrl },
    });
  };
}
