import { newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes';

describe('recovery codes', () => {
  it('come as ten different xxxxx-xxxxx codes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  });

  it('are read whatever the case, with or without the hyphen', () => {
    expect(normaliseRecoveryCode('ABCDE-FGH23')).toBe('abcdefgh23');
    expect(normaliseRecoveryCode('abcdefgh23')).toBe('abcdefgh23');
    expect(normaliseRecoveryCode(' abcde fgh23 ')).toBe('abcdefgh23');
  });

  it.each(['abcde', '123456', 'abcde-fgh2l', 'abcde-fgh234'])('refuse %j, which cannot be one', (input) => {
    expect(normaliseRecoveryCode(input)).toBeNull();
  });
});
