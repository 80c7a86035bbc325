import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../users/password-hasher';

/** auth.recovery_codes: a user's recovery codes, hashed with argon2id like passwords (they are as good as one). */
@Injectable()
export class RecoveryCodesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Replaces every recovery code of the user with these. */
  async replace(userId: string, normalisedCodes: string[]): Promise<void> {
    const hashes = await Promise.all(normalisedCodes.map((code) => this.hasher.hash(code)));
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM auth.recovery_codes WHERE user_id = $1`, [userId]);
      await manager.query(`INSERT INTO auth.recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`, [userId, hashes]);
    });
  }

  /** Uses up the matching unused code; false when none matches (or another request used it first). */
  async use(userId: string, normalisedCode: string): Promise<boolean> {
    const rows: Array<{ id: string; code_hash: string }> = await this.dataSource.query(
      `SELECT id, code_hash FROM auth.recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    );
    for (const row of rows) {
      if (await this.hasher.verify(row.code_hash, normalisedCode)) {
        const [, affected]: [unknown, number] = await this.dataSource.query(
          `UPDATE auth.recovery_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL`,
          [row.id],
        );
        return affected > 0;
      }
    }
    return false;
  }

  async countUnused(userId: string): Promise<number> {
    const [{ count }]: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM auth.recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    );
    return count;
  }

  async deleteAllOf(userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth.recovery_codes WHERE user_id = $1`, [userId]);
  }
}
