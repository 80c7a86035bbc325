import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Who created and who last changed each item (user id and display name); null for items made before staff users. */
export class RecordWhoChangedContent1795500000000 implements MigrationInterface {
  name = 'RecordWhoChangedContent1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE content.content_items
        ADD COLUMN created_by_id uuid,
        ADD COLUMN created_by_name text,
        ADD COLUMN updated_by_id uuid,
        ADD COLUMN updated_by_name text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE content.content_items
        DROP COLUMN created_by_id,
        DROP COLUMN created_by_name,
        DROP COLUMN updated_by_id,
        DROP COLUMN updated_by_name`);
  }
}
