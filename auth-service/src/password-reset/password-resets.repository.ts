import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** auth.password_resets: one-time links to choose a new password, stored by the hash of their token. */
@Injectable()
export class PasswordResetsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores a link valid for `validSeconds`; resolves to when it expires. */
  async insert(tokenHash: string, userId: string, validSeconds: number): Promise<Date> {
    const [{ expires_at }]: Array<{ expires_at: Date }> = await this.dataSource.query(
      `INSERT INTO auth.password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING expires_at`,
      [tokenHash, userId, validSeconds],
    );
    return expires_at;
  }

  /** The link's id and user while it is unused and unexpired, else null. */
  async findOpen(tokenHash: string): Promise<{ id: string; userId: string } | null> {
    const rows: Array<{ id: string; user_id: string }> = await this.dataSource.query(
      `SELECT id, user_id FROM auth.password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
      [tokenHash],
    );
    return rows.length > 0 ? { id: rows[0].id, userId: rows[0].user_id } : null;
  }

  /** Marks the link used; false when another request used it first. */
  async markUsed(id: string): Promise<boolean> {
    const [, used]: [unknown, number] = await this.dataSource.query(`UPDATE auth.password_resets SET used_at = now() WHERE id = $1 AND used_at IS NULL`, [id]);
    return used > 0;
  }

  /** Marks every unused link of the user used, so none of them works any more. */
  async voidOpenOf(userId: string): Promise<void> {
    await this.dataSource.query(`UPDATE auth.password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
  }

  async countOpen(userId: string): Promise<number> {
    const [{ open }]: Array<{ open: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS open FROM auth.password_resets WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()`,
      [userId],
    );
    return open;
  }
}
