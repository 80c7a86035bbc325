import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidationFailedException } from './validation-failed.exception';

/** Global input validation: known fields only, converted to the DTO classes, every problem reported. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new ValidationFailedException(validationMessages(errors)),
  });
}

export function validationMessages(errors: ValidationError[], parentPath = ''): string[] {
  return errors.flatMap((error) => {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    const own = Object.entries(constraints).map(([name, message]) => describeConstraint(name, message, path));
    return [...own, ...validationMessages(error.children ?? [], path)];
  });
}

function describeConstraint(name: string, message: string, path: string): string {
  if (name === 'whitelistValidation') {
    return `Unknown field "${path}" is not allowed`;
  }
  if (name === 'unknownValue') {
    return 'The request body must be a JSON object';
  }
  return message;
}
