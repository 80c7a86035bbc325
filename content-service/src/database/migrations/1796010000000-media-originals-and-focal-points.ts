import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35, social images: the name of each upload's kept original in media storage (null for images
 * uploaded before originals were kept) and the focal point staff set on it (0 to 1 from the left and the
 * top; the centre until someone sets one), which crops such as the Open Graph image are made around.
 */
export class MediaOriginalsAndFocalPoints1796010000000 implements MigrationInterface {
  name = 'MediaOriginalsAndFocalPoints1796010000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE content.media
        ADD COLUMN original_file text,
        ADD COLUMN focal_x real NOT NULL DEFAULT 0.5,
        ADD COLUMN focal_y real NOT NULL DEFAULT 0.5,
        ADD CONSTRAINT "CHK_media_focal_point" CHECK (focal_x BETWEEN 0 AND 1 AND focal_y BETWEEN 0 AND 1)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE content.media
        DROP CONSTRAINT "CHK_media_focal_point",
        DROP COLUMN focal_y,
        DROP COLUMN focal_x,
        DROP COLUMN original_file`);
  }
}
