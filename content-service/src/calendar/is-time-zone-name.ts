import { type ValidationOptions, ValidateBy } from 'class-validator';
import { isTimeZone } from '@site/nest-server-kit';

/** An IANA time zone name the runtime knows, so a typo stops start-up instead of shifting every date. */
export function IsTimeZoneName(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isTimeZoneName', validator: { validate: (value: unknown) => typeof value === 'string' && isTimeZone(value) } }, options);
}
