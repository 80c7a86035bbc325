import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface OpenEmailChange {
  id: string;
  userId: string;
  newEmail: string;
}

/** auth.email_changes: asked-for e-mail addresses waiting for their link to be opened, stored by the hash of its token. */
@Injectable()
export class EmailChangesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores the request (voiding the user's earlier open ones: only the latest link works); resolves to when it expires. */
  insert(tokenHash: string, userId: string, newEmail: string, validSeconds: number): Promise<Date> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE auth.email_changes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
      const [{ expires_at }]: Array<{ expires_at: Date }> = await manager.query(
        `INSERT INTO auth.email_changes (token_hash, user_id, new_email, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING expires_at`,
        [tokenHash, userId, newEmail, validSeconds],
      );
      await manager.query(`DELETE FROM auth.email_changes WHERE expires_at < now() - interval '30 days'`);
      return expires_at;
    });
  }

  /** The request while it is unused and unexpired, else null. */
  async findOpen(tokenHash: string): Promise<OpenEmailChange | null> {
    const rows: Array<{ id: string; user_id: string; new_email: string }> = await this.dataSource.query(
      `SELECT id, user_id, new_email FROM auth.email_changes WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
      [tokenHash],
    );
    return rows.length > 0 ? { id: rows[0].id, userId: rows[0].user_id, newEmail: rows[0].new_email } : null;
  }

  /** Marks it used; false when another request used it first. */
  async markUsed(id: string): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.dataSource.query(`UPDATE auth.email_changes SET used_at = now() WHERE id = $1 AND used_at IS NULL`, [id]);
    return affected > 0;
  }

  /** Every open request of the user stops working (a password reset, a removal). */
  async voidOpenOf(userId: string): Promise<void> {
    await this.dataSource.query(`UPDATE auth.email_changes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
  }
}
