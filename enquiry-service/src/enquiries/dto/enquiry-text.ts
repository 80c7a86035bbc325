import { Transform } from 'class-transformer';
import { IsText, type TextRules } from '@site/nest-server-kit';

/** A text field, trimmed, with the length limit and "<field> is required" when blank. */
export function Text(rules: TextRules): PropertyDecorator {
  return (target, property) => {
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))(target, property);
    IsText(rules)(target, property);
  };
}
