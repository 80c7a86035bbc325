import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The media library (issue 25): uploaded images, and which items use each one (kept on every save, so an
 * image in use cannot be deleted). An item's usages go with it; an image in use cannot be deleted under it.
 */
export class CreateMediaLibrary1795700000000 implements MigrationInterface {
  name = 'CreateMediaLibrary1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content.media (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        hash varchar(16) NOT NULL,
        file_name text NOT NULL,
        format varchar(8) NOT NULL,
        width int NOT NULL,
        height int NOT NULL,
        original_width int NOT NULL,
        original_height int NOT NULL,
        bytes bigint NOT NULL,
        alt text,
        variants jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by_id uuid,
        created_by_name text,
        CONSTRAINT "PK_media" PRIMARY KEY (id)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_media_hash" ON content.media (hash)`);
    await queryRunner.query(`CREATE INDEX "IDX_media_newest" ON content.media (created_at DESC, id)`);
    await queryRunner.query(`
      CREATE TABLE content.media_usages (
        media_id uuid NOT NULL REFERENCES content.media (id) ON DELETE RESTRICT,
        item_id uuid NOT NULL REFERENCES content.content_items (id) ON DELETE CASCADE,
        CONSTRAINT "PK_media_usages" PRIMARY KEY (media_id, item_id)
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_media_usages_item" ON content.media_usages (item_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE content.media_usages`);
    await queryRunner.query(`DROP TABLE content.media`);
  }
}
