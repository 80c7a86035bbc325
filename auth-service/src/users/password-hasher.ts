import { randomBytes } from 'node:crypto';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { Injectable } from '@nestjs/common';

/** OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

@Injectable()
export class PasswordHasher {
  private decoyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends the same time as a real check, so an unknown username cannot be told apart from a wrong password
   * by how long the answer takes. Always false.
   */
  async verifyAgainstDecoy(password: string): Promise<false> {
    this.decoyHash ??= this.hash(randomBytes(32).toString('base64'));
    await this.verify(await this.decoyHash, password);
    return false;
  }
}
