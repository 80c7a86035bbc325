import { createMailOutboxTable } from '@site/nest-server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35: a reviewer's decision is e-mailed to the item's author. content.outbox holds those e-mails
 * until they are sent (the kit's outbox, as auth-service's); content.staff_emails the address of each staff
 * member who used the content service, as auth-service told it with their own session.
 */
export class AuthorNotices1796100000000 implements MigrationInterface {
  name = 'AuthorNotices1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createMailOutboxTable(queryRunner, 'content');
    await queryRunner.query(`
      CREATE TABLE content.staff_emails (
        user_id uuid NOT NULL,
        email varchar(254),
        looked_up_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_staff_emails" PRIMARY KEY (user_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE content.staff_emails');
    await queryRunner.query('DROP TABLE content.outbox');
  }
}
