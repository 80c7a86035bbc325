import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

type EnvironmentClass<T> = new () => T;

/**
 * Reads the variables declared on `schema` from the environment, applies the defaults written on its
 * properties, and fails start-up with every invalid variable named. Empty values count as unset.
 */
export function readEnvironment<T extends object>(schema: EnvironmentClass<T>, environment: NodeJS.ProcessEnv = process.env): T {
  const declared = Object.keys(new schema());
  const present = Object.fromEntries(
    declared.filter((name) => environment[name] !== undefined && environment[name] !== '').map((name) => [name, environment[name]]),
  );
  const values = plainToInstance(schema, present, { exposeDefaultValues: true });
  const errors = validateSync(values, { forbidUnknownValues: true, stopAtFirstError: true });
  if (errors.length > 0) {
    const problems = errors.flatMap((error) => Object.values(error.constraints ?? {}));
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return values;
}
