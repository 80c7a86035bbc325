import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidationFailedException } from '../errors/validation-failed.exception';

export const BODY_MUST_BE_OBJECT = 'The request body must be a JSON object';

/** Global input validation: known fields only, converted to the DTO classes, every problem named. */
export function createValidationPipe(): ValidationPipe {
  return new ObjectBodyValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new ValidationFailedException(validationMessages(errors)),
  });
}

/**
 * Every body these APIs take is one JSON object; an array would otherwise be validated item by item.
 * No body at all is validated as an empty object, so each missing field is named.
 */
class ObjectBodyValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    if (metadata.type === 'body' && metadata.metatype !== undefined && value !== undefined && !isObject) {
      throw new ValidationFailedException([BODY_MUST_BE_OBJECT]);
    }
    return super.transform(value, metadata);
  }
}

/** One message per problem; an unknown field is named by its path (`profile.nickname`). */
export function validationMessages(errors: ValidationError[], parentPath = ''): string[] {
  return errors.flatMap((error) => {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([name, message]) => describeConstraint(name, message, path));
    return [...own, ...validationMessages(error.children ?? [], path)];
  });
}

function describeConstraint(name: string, message: string, path: string): string {
  if (name === 'whitelistValidation') {
    return `Unknown field "${path}" is not allowed`;
  }
  if (name === 'unknownValue') {
    return BODY_MUST_BE_OBJECT;
  }
  return message;
}
