import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IsDefined, IsInt, IsString, Min } from 'class-validator';
import { validateEnvironment } from './validate-environment';

class ExampleEnvironment {
  @IsString()
  @IsDefined({ message: 'REQUIRED_URL is required' })
  REQUIRED_URL!: string;

  @Min(1, { message: 'COUNT must be at least 1' })
  @IsInt({ message: 'COUNT must be a whole number' })
  COUNT: number = 5;

  @IsString()
  NAME = 'default name';
}

describe('validateEnvironment', () => {
  it('converts numbers, applies defaults and ignores unrelated variables', () => {
    expect(validateEnvironment(ExampleEnvironment, { REQUIRED_URL: 'x', OTHER: 'y' })).toEqual({ REQUIRED_URL: 'x', COUNT: 5, NAME: 'default name' });
    expect(validateEnvironment(ExampleEnvironment, { REQUIRED_URL: 'x', COUNT: '7' }).COUNT).toBe(7);
  });

  it('treats empty values as unset', () => {
    expect(validateEnvironment(ExampleEnvironment, { REQUIRED_URL: 'x', COUNT: ' ' }).COUNT).toBe(5);
    expect(() => validateEnvironment(ExampleEnvironment, { REQUIRED_URL: '' })).toThrow('REQUIRED_URL is required');
  });

  it('names every bad variable, one message each', () => {
    expect(() => validateEnvironment(ExampleEnvironment, { COUNT: 'many' })).toThrow(
      'Invalid configuration: REQUIRED_URL is required; COUNT must be a whole number',
    );
  });

  describe('NAME_FILE (Docker secrets)', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'kit-env-'));
    const secret = path.join(folder, 'required-url');
    writeFileSync(secret, 'from-the-file\n');

    it('reads the value from the file, without its final line break', () => {
      expect(validateEnvironment(ExampleEnvironment, { REQUIRED_URL_FILE: secret }).REQUIRED_URL).toBe('from-the-file');
    });

    it('treats an empty file as unset, like an empty variable', () => {
      const empty = path.join(folder, 'empty');
      writeFileSync(empty, '\n');
      expect(validateEnvironment(ExampleEnvironment, { REQUIRED_URL: 'x', COUNT_FILE: empty }).COUNT).toBe(5);
      expect(() => validateEnvironment(ExampleEnvironment, { REQUIRED_URL_FILE: empty })).toThrow('REQUIRED_URL is required');
    });

    it('names a file that cannot be read, and a variable set both ways', () => {
      expect(() => validateEnvironment(ExampleEnvironment, { REQUIRED_URL_FILE: path.join(folder, 'missing') })).toThrow(
        `REQUIRED_URL_FILE names a file that cannot be read (ENOENT: ${path.join(folder, 'missing')})`,
      );
      expect(() => validateEnvironment(ExampleEnvironment, { REQUIRED_URL: 'x', REQUIRED_URL_FILE: secret })).toThrow(
        'set either REQUIRED_URL or REQUIRED_URL_FILE, not both',
      );
    });
  });
});
