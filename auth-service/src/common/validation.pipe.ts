import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Whitelisted, typed request bodies; unknown fields are refused and every message names the field. */
export function createValidationPipe(): ValidationPipe {
  return new ObjectBodyValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException({ message: validationMessages(errors) }),
  });
}

/** Every body this API takes is one JSON object; an array would otherwise be validated item by item. */
class ObjectBodyValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && Array.isArray(value)) {
      throw new BadRequestException({ message: ['The request body must be a JSON object'] });
    }
    return super.transform(value, metadata);
  }
}

export function validationMessages(errors: ValidationError[], parentPath = ''): string[] {
  return errors.flatMap((error) => {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) =>
      constraint === 'whitelistValidation' ? `Unknown field "${path}"` : message,
    );
    return [...own, ...validationMessages(error.children ?? [], path)];
  });
}
