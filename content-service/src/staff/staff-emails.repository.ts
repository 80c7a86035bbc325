import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The one reader and writer of content.staff_emails: each staff member's address, as auth-service last told it. */
@Injectable()
export class StaffEmailsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async set(userId: string, email: string | null): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO content.staff_emails (user_id, email, looked_up_at) VALUES ($1, $2, now())
       ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, looked_up_at = now()`,
      [userId, email],
    );
  }

  async emailOf(userId: string): Promise<string | null> {
    const rows = (await this.dataSource.query(`SELECT email FROM content.staff_emails WHERE user_id = $1`, [userId])) as Array<{ email: string | null }>;
    return rows[0]?.email ?? null;
  }
}
