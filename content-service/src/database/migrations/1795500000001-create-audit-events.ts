import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The activity administrators read (the server kit's AuditEventTable writes and reads it). */
export class CreateAuditEvents1795500000001 implements MigrationInterface {
  name = 'CreateAuditEvents1795500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content.audit_events (
        id bigint GENERATED ALWAYS AS IDENTITY,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        event text NOT NULL,
        user_id uuid,
        username text,
        item_id text,
        title text,
        reason text,
        client_address text NOT NULL,
        request_id text,
        CONSTRAINT "PK_audit_events" PRIMARY KEY (id)
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_events_newest" ON content.audit_events (occurred_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE content.audit_events`);
  }
}
