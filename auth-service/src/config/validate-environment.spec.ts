import { Expose } from 'class-transformer';
import { IsDefined, IsInt, IsString, Min } from 'class-validator';
import { validateEnvironment } from './validate-environment';

class ExampleEnvironment {
  @Expose()
  @IsDefined({ message: 'REQUIRED_URL is required' })
  @IsString()
  REQUIRED_URL!: string;

  @Expose()
  @Min(1, { message: 'COUNT must be at least 1' })
  @IsInt({ message: 'COUNT must be a whole number' })
  COUNT: number = 5;
}

describe('validateEnvironment', () => {
  it('converts numbers, applies defaults and ignores unrelated variables', () => {
    expect(validateEnvironment(ExampleEnvironment, { REQUIRED_URL: 'x', OTHER: 'y' })).toEqual({ REQUIRED_URL: 'x', COUNT: 5 });
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
});
