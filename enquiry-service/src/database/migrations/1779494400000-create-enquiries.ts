import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateEnquiries1779494400000 implements MigrationInterface {
  name = 'CreateEnquiries1779494400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE enquiries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        received_at timestamptz NOT NULL DEFAULT now(),
        form text NOT NULL CHECK (form IN ('enquiry', 'contact')),
        page text NOT NULL,
        status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'handled', 'spam')),
        status_changed_at timestamptz,
        captcha text NOT NULL CHECK (captcha IN ('passed', 'failed', 'not-checked')),
        spam_reason text CHECK (spam_reason IN ('captcha', 'honeypot', 'staff')),
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        organisation text,
        message text,
        enquirer_type text CHECK (enquirer_type IN ('organization', 'individual')),
        user_count text,
        service text
      )`);
    await queryRunner.query(`CREATE INDEX enquiries_status_received_at ON enquiries (status, received_at DESC)`);
    await queryRunner.query(`CREATE INDEX enquiries_received_at ON enquiries (received_at)`);
    await queryRunner.query(`
      CREATE TABLE notifications (
        enquiry_id uuid PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        sent_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX notifications_due ON notifications (next_attempt_at) WHERE state = 'pending'`);
    await queryRunner.query(`
      CREATE TABLE submission_limits (
        address_hash text PRIMARY KEY,
        window_started_at timestamptz NOT NULL,
        count integer NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE submission_limits`);
    await queryRunner.query(`DROP TABLE notifications`);
    await queryRunner.query(`DROP TABLE enquiries`);
  }
}
