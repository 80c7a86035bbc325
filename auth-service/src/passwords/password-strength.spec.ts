import { passwordProblem } from './password-strength';

describe('passwordProblem', () => {
  it.each([
    ['short', 'Password must be at least 12 characters'],
    ['x'.repeat(257), 'Password must be at most 256 characters'],
  ])('refuses %j by its length', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it.each(['password1234', 'qwertyuiop123', 'aaaaaaaaaaaaaaaa', '123456789012'])('refuses the common or guessable %j, saying why', (password) => {
    expect(passwordProblem(password)).toMatch(/^This password is too easy to guess: .+/);
  });

  it('counts the user\'s own names and address as known words', () => {
    const password = 'annabelle.mcnamara';
    expect(passwordProblem(password)).toBeNull();
    expect(passwordProblem(password, ['annabelle.mcnamara@example.com', 'Annabelle McNamara'])).toMatch(/too easy to guess/);
  });

  it.each(['correct horse battery staple', 'Tr0ub4dor&3-walrus', 'e2e-admin-password-5x7k'])('accepts %j', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });
});
