import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Writing without fear (issue 24): a version per item for optimistic concurrency, the trash (soft
 * delete, which frees the item's slug), a revision of every save, and redirects from old slugs.
 * Every item already stored gets its current state as revision 1, so nothing written before is lost.
 */
export class RevisionsTrashAndRedirects1795600000000 implements MigrationInterface {
  name = 'RevisionsTrashAndRedirects1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE content.content_items
        ADD COLUMN version integer NOT NULL DEFAULT 1,
        ADD COLUMN deleted_at timestamptz,
        ADD COLUMN deleted_by_id uuid,
        ADD COLUMN deleted_by_name text,
        ADD CONSTRAINT "CHK_content_items_version" CHECK (version >= 1)`);
    await queryRunner.query(`DROP INDEX content."UQ_content_items_slug"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_content_items_slug" ON content.content_items (slug) WHERE deleted_at IS NULL`);
    // The staff list: newest change first, filtered by type and status.
    await queryRunner.query(`
      CREATE INDEX "IDX_content_items_staff_order"
        ON content.content_items (updated_at DESC, id DESC) WHERE deleted_at IS NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_content_items_trash" ON content.content_items (deleted_at) WHERE deleted_at IS NOT NULL`);

    await queryRunner.query(`
      CREATE TABLE content.content_revisions (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        item_id uuid NOT NULL,
        version integer NOT NULL,
        saved_at timestamptz NOT NULL DEFAULT now(),
        saved_by_id uuid,
        saved_by_name text,
        title varchar(200) NOT NULL,
        status varchar(20) NOT NULL,
        item jsonb NOT NULL,
        CONSTRAINT "PK_content_revisions" PRIMARY KEY (id),
        CONSTRAINT "FK_content_revisions_item" FOREIGN KEY (item_id) REFERENCES content.content_items (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_content_revisions_item_version" ON content.content_revisions (item_id, version DESC)`);
    // lz4 compresses the stored posts faster than the default pglz and about as well; servers built
    // without it (or before Postgres 14) keep pglz.
    await queryRunner.query(`
      DO $$
      BEGIN
        EXECUTE 'ALTER TABLE content.content_revisions ALTER COLUMN item SET COMPRESSION lz4';
      EXCEPTION WHEN OTHERS THEN
        RAISE NOTICE 'lz4 is not available: revisions use the default compression';
      END
      $$`);
    await queryRunner.query(`
      INSERT INTO content.content_revisions (item_id, version, saved_at, saved_by_id, saved_by_name, title, status, item)
      SELECT id, version, updated_at, updated_by_id, updated_by_name, title, status, jsonb_build_object(
        'id', id, 'type', type, 'title', title, 'author', author,
        'dateCreated', date_created, 'dateModified', date_modified, 'datePublished', date_published,
        'status', status, 'category', category, 'tags', tags, 'metaDescription', meta_description,
        'description', description, 'content', content, 'imageUrl', image_url, 'imageAlt', image_alt, 'slug', slug,
        'createdAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'updatedAt', to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'createdBy', CASE WHEN created_by_id IS NULL THEN NULL
                          ELSE jsonb_build_object('id', created_by_id, 'displayName', coalesce(created_by_name, '')) END,
        'updatedBy', CASE WHEN updated_by_id IS NULL THEN NULL
                          ELSE jsonb_build_object('id', updated_by_id, 'displayName', coalesce(updated_by_name, '')) END,
        'version', version)
      FROM content.content_items`);

    await queryRunner.query(`
      CREATE TABLE content.slug_redirects (
        old_slug varchar(200) NOT NULL,
        item_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_slug_redirects" PRIMARY KEY (old_slug),
        CONSTRAINT "FK_slug_redirects_item" FOREIGN KEY (item_id) REFERENCES content.content_items (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_slug_redirects_item" ON content.slug_redirects (item_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE content.slug_redirects`);
    await queryRunner.query(`DROP TABLE content.content_revisions`);
    // Trashed items would clash with live ones on the full unique index: they go for good.
    await queryRunner.query(`DELETE FROM content.content_items WHERE deleted_at IS NOT NULL`);
    await queryRunner.query(`DROP INDEX content."IDX_content_items_trash"`);
    await queryRunner.query(`DROP INDEX content."IDX_content_items_staff_order"`);
    await queryRunner.query(`DROP INDEX content."UQ_content_items_slug"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_content_items_slug" ON content.content_items (slug)`);
    await queryRunner.query(`
      ALTER TABLE content.content_items
        DROP CONSTRAINT "CHK_content_items_version",
        DROP COLUMN version,
        DROP COLUMN deleted_at,
        DROP COLUMN deleted_by_id,
        DROP COLUMN deleted_by_name`);
  }
}
