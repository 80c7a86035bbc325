import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with argon2id at 19 MiB, 2 passes, 1 lane, with a fresh salt each time', async () => {
    const first = await hasher.hash('a password');
    const second = await hasher.hash('a password');

    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies only the right password', async () => {
    const stored = await hasher.hash('a password');

    await expect(hasher.verify(stored, 'a password')).resolves.toBe(true);
    await expect(hasher.verify(stored, 'A password')).resolves.toBe(false);
  });

  it('answers false, not an error, for a damaged hash', async () => {
    await expect(hasher.verify('not-a-hash', 'a password')).resolves.toBe(false);
  });

  it('never accepts a password checked against the decoy', async () => {
    await expect(hasher.verifyAgainstDecoy('anything')).resolves.toBe(false);
  });
});
