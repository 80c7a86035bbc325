import { randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/i/l: easy to read off paper. 31 symbols, 10 per code: about 50 bits each. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/** Ten fresh codes, shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const symbols = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
  });
}

/** The code as it is hashed: lower case, without the hyphen or spaces; null when it cannot be a recovery code. */
export function normaliseRecoveryCode(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]/g, '');
  return code.length === CODE_LENGTH && [...code].every((symbol) => ALPHABET.includes(symbol)) ? code : null;
}
