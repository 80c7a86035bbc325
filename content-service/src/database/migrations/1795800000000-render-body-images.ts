import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The body as visitors get it (library images as <picture>), made when an item is saved, and the width
 * ladder it was made with. Empty until the start-up step (BodyImagesRender) fills them for rows saved before.
 */
export class RenderBodyImages1795800000000 implements MigrationInterface {
  name = 'RenderBodyImages1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE content.content_items
        ADD COLUMN rendered_content text NOT NULL DEFAULT '',
        ADD COLUMN rendered_ladder varchar(64) NOT NULL DEFAULT ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE content.content_items
        DROP COLUMN rendered_content,
        DROP COLUMN rendered_ladder`);
  }
}
