import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';

type EnvironmentSchema<T> = new () => T;

/** The variables a schema declares: every property with a class-validator rule. */
function declaredNames(schema: EnvironmentSchema<object>): string[] {
  const rules = getMetadataStorage().getTargetValidationMetadatas(schema, '', true, false);
  return [...new Set(rules.map((rule) => rule.propertyName))];
}

/** NAME, or the contents of the file NAME_FILE points to (Docker secrets), without its final line break; empty is unset. */
function readVariable(name: string, env: NodeJS.ProcessEnv, problems: string[]): string | undefined {
  const direct = env[name]?.trim() === '' ? undefined : env[name];
  const file = env[`${name}_FILE`]?.trim() || undefined;
  if (file === undefined) {
    return direct;
  }
  if (direct !== undefined) {
    problems.push(`set either ${name} or ${name}_FILE, not both`);
    return undefined;
  }
  try {
    const value = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    // As with an empty variable: an empty secret file (say, no SMTP server) counts as unset.
    return value.trim() === '' ? undefined : value;
  } catch (error) {
    problems.push(`${name}_FILE names a file that cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}: ${file})`);
    return undefined;
  }
}

/**
 * Reads the variables `schema` declares (class-validator rules on properties, defaults as initialisers;
 * a property typed `number` is converted from text). Empty values count as unset, so `VAR=` in a compose
 * file falls back to the default; `NAME_FILE` is read in place of `NAME`. Throws one error naming every bad
 * variable (the first failed rule of each, so give the presence and type checks the bottom place: class-validator
 * checks from the bottom up), which stops start-up.
 */
export function validateEnvironment<T extends object>(schema: EnvironmentSchema<T>, env: NodeJS.ProcessEnv = process.env): T {
  const problems: string[] = [];
  const present: Record<string, string> = {};
  for (const name of declaredNames(schema)) {
    const value = readVariable(name, env, problems);
    if (value !== undefined) {
      present[name] = value;
    }
  }
  const values = plainToInstance(schema, present, { enableImplicitConversion: true, exposeDefaultValues: true });
  const errors = validateSync(values, { stopAtFirstError: true, forbidUnknownValues: false });
  problems.push(...errors.flatMap((error) => Object.values(error.constraints ?? {})));
  if (problems.length > 0) {
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return values;
}
