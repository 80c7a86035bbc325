import { ValidationError } from '@nestjs/common';
import { validationMessages } from './validation-pipe';

const error = (property: string, constraints: Record<string, string>, children: ValidationError[] = []): ValidationError => ({
  property,
  constraints,
  children,
});

describe('validationMessages', () => {
  it('lists each message and names unknown fields, nested ones by path', () => {
    const errors = [
      error('username', { isDefined: 'Username is required' }),
      error('role', { whitelistValidation: 'property role should not exist' }),
      error('profile', {}, [error('nickname', { whitelistValidation: 'property nickname should not exist' })]),
    ];

    expect(validationMessages(errors)).toEqual([
      'Username is required',
      'Unknown field "role" is not allowed',
      'Unknown field "profile.nickname" is not allowed',
    ]);
  });
});
