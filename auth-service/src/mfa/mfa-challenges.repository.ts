import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { hashSecretToken, newSecretToken } from '../common/secret-token';

/** How long the code step of a login may take after the password step. */
const CHALLENGE_SECONDS = 5 * 60;

/**
 * The pending second step of a login: a random token (stored hashed, never a JWT, so it is a bearer for
 * nothing else) that names the user whose password was right.
 */
@Injectable()
export class MfaChallengesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async create(userId: string): Promise<string> {
    const { token, hash } = newSecretToken();
    await this.dataSource.query(
      `INSERT INTO auth.mfa_challenges (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [hash, userId, CHALLENGE_SECONDS],
    );
    // Expired challenges are of no use to anyone: keep the table to the last few minutes.
    await this.dataSource.query(`DELETE FROM auth.mfa_challenges WHERE expires_at < now() - interval '1 day'`);
    return token;
  }

  /** The challenge's id and user while it is unused and unexpired, else null. */
  async findOpen(token: string): Promise<{ id: string; userId: string } | null> {
    const rows: Array<{ id: string; user_id: string }> = await this.dataSource.query(
      `SELECT id, user_id FROM auth.mfa_challenges WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
      [hashSecretToken(token)],
    );
    return rows.length > 0 ? { id: rows[0].id, userId: rows[0].user_id } : null;
  }

  /** Counts a wrong code against the challenge; at `limit` wrong codes it is void. */
  async recordWrongCode(id: string, limit: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE auth.mfa_challenges SET wrong_codes = wrong_codes + 1, used_at = CASE WHEN wrong_codes + 1 >= $2 THEN now() ELSE used_at END WHERE id = $1`,
      [id, limit],
    );
  }

  /** Every open challenge of the user is void: the password is needed again. */
  async voidOpenOf(userId: string): Promise<void> {
    await this.dataSource.query(`UPDATE auth.mfa_challenges SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
  }

  /** Marks it used; false when another request used it first. */
  async markUsed(id: string): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.dataSource.query(
      `UPDATE auth.mfa_challenges SET used_at = now() WHERE id = $1 AND used_at IS NULL`,
      [id],
    );
    return affected > 0;
  }
}
