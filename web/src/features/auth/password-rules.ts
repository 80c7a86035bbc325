/** Issue 23's password rules, told before the user types, as the server enforces them. */
export const PASSWORD_RULES =
  'At least 12 characters (at most 256). Common passwords, and ones built from your name, username or e-mail address, are refused: a few unrelated words make a strong one.';

export const PASSWORDS_DIFFER = 'The two passwords are not the same';
