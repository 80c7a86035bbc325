import { ValidationArguments, ValidationOptions, registerDecorator } from 'class-validator';

export interface TextRules {
  /** Longest accepted length, in characters. */
  maxLength: number;
  /** Present and not blank after trimming. */
  required?: boolean;
}

function problemWith(value: unknown, rules: TextRules): 'missing' | 'type' | 'length' | undefined {
  if (value === undefined || value === null) {
    return rules.required ? 'missing' : undefined;
  }
  if (typeof value !== 'string') {
    return 'type';
  }
  if (rules.required && value.trim() === '') {
    return 'missing';
  }
  return value.length > rules.maxLength ? 'length' : undefined;
}

function describe(args: ValidationArguments, rules: TextRules): string {
  switch (problemWith(args.value, rules)) {
    case 'missing':
      return `${args.property} is required`;
    case 'type':
      return `${args.property} must be text`;
    default:
      return `${args.property} must be at most ${rules.maxLength} characters`;
  }
}

/** A string field with a length limit, optionally required (not blank after trimming), with one clear message. */
export function IsText(rules: TextRules, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isText',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [rules],
      options: { message: (args: ValidationArguments) => describe(args, rules), ...options },
      validator: { validate: (value: unknown) => problemWith(value, rules) === undefined },
    });
  };
}
