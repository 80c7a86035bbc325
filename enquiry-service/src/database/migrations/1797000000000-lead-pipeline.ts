import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 36: where each enquiry came from (attribution as the form sent it), its stage and assignee, when staff
 * last worked on it, notes, the staff members the inbox may assign, and reminder e-mails in the outbox.
 */
export class LeadPipeline1797000000000 implements MigrationInterface {
  name = 'LeadPipeline1797000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE staff_members (
        id uuid PRIMARY KEY,
        display_name text NOT NULL,
        role text NOT NULL,
        email text,
        seen_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      ALTER TABLE enquiries
        ADD COLUMN attribution jsonb,
        ADD COLUMN stage text CHECK (stage IN ('contacted', 'qualified', 'won', 'lost')),
        ADD COLUMN assignee_id uuid REFERENCES staff_members (id),
        ADD COLUMN touched_at timestamptz`);
    await queryRunner.query(`CREATE INDEX enquiries_lower_email ON enquiries (lower(email), received_at)`);
    await queryRunner.query(`
      CREATE TABLE enquiry_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        enquiry_id uuid NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
        text text NOT NULL,
        by_id uuid NOT NULL,
        by_name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX enquiry_notes_enquiry ON enquiry_notes (enquiry_id, created_at)`);
    // The outbox carries a reminder beside the new-enquiry e-mail: one of each per enquiry at most.
    await queryRunner.query(`ALTER TABLE notifications ADD COLUMN kind text NOT NULL DEFAULT 'new-enquiry' CHECK (kind IN ('new-enquiry', 'reminder'))`);
    await queryRunner.query(`ALTER TABLE notifications ADD COLUMN recipient text`);
    await queryRunner.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_pkey`);
    await queryRunner.query(`ALTER TABLE notifications ADD PRIMARY KEY (enquiry_id, kind)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM notifications WHERE kind = 'reminder'`);
    await queryRunner.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_pkey`);
    await queryRunner.query(`ALTER TABLE notifications ADD PRIMARY KEY (enquiry_id)`);
    await queryRunner.query(`ALTER TABLE notifications DROP COLUMN recipient`);
    await queryRunner.query(`ALTER TABLE notifications DROP COLUMN kind`);
    await queryRunner.query(`DROP TABLE enquiry_notes`);
    await queryRunner.query(`DROP INDEX enquiries_lower_email`);
    await queryRunner.query(`ALTER TABLE enquiries DROP COLUMN touched_at, DROP COLUMN assignee_id, DROP COLUMN stage, DROP COLUMN attribution`);
    await queryRunner.query(`DROP TABLE staff_members`);
  }
}
