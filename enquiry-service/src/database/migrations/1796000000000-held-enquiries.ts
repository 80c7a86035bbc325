import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Enquiries over the per-address limit are kept as held: not e-mailed to staff until someone releases them. */
export class HeldEnquiries1796000000000 implements MigrationInterface {
  name = 'HeldEnquiries1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE enquiries DROP CONSTRAINT enquiries_status_check`);
    await queryRunner.query(`ALTER TABLE enquiries ADD CONSTRAINT enquiries_status_check CHECK (status IN ('new', 'held', 'handled', 'spam'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE enquiries SET status = 'new' WHERE status = 'held'`);
    await queryRunner.query(`ALTER TABLE enquiries DROP CONSTRAINT enquiries_status_check`);
    await queryRunner.query(`ALTER TABLE enquiries ADD CONSTRAINT enquiries_status_check CHECK (status IN ('new', 'handled', 'spam'))`);
  }
}
