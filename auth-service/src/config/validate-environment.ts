import 'reflect-metadata';
import { ClassConstructor, plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

/**
 * Reads the variables a module declares in `schema` (exposed properties with class-validator rules and
 * defaults as initialisers; give each property an explicit type, which drives the string-to-number conversion).
 * Only the first failed rule of a variable is reported; class-validator checks the rules from the bottom up. Empty values count as unset, so `VAR=` in a compose file falls back to the default.
 * Throws one error naming every bad variable, which stops start-up.
 */
export function validateEnvironment<T extends object>(schema: ClassConstructor<T>, env: NodeJS.ProcessEnv = process.env): T {
  const setValues = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const values = plainToInstance(schema, setValues, {
    enableImplicitConversion: true,
    excludeExtraneousValues: true,
    exposeDefaultValues: true,
  });
  const errors = validateSync(values, { stopAtFirstError: true });
  if (errors.length > 0) {
    const problems = errors.flatMap((error) => Object.values(error.constraints ?? {}));
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return values;
}
