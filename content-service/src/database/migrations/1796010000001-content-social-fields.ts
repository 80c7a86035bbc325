import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35: how a shared link to an item looks: its social title, description and image. Empty means
 * "the title", "the meta description" and "the featured image" (socialCardOf in @site/contracts), so
 * existing items and items that never set them follow their own fields as those change.
 */
export class ContentSocialFields1796010000001 implements MigrationInterface {
  name = 'ContentSocialFields1796010000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE content.content_items
        ADD COLUMN social_title varchar(100) NOT NULL DEFAULT '',
        ADD COLUMN social_description varchar(300) NOT NULL DEFAULT '',
        ADD COLUMN social_image_url varchar(2048) NOT NULL DEFAULT ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE content.content_items
        DROP COLUMN social_image_url,
        DROP COLUMN social_description,
        DROP COLUMN social_title`);
  }
}
