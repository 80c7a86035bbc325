import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateContentItems1767225600000 implements MigrationInterface {
  name = 'CreateContentItems1767225600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content.content_items (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        type varchar(20) NOT NULL,
        title varchar(200) NOT NULL,
        author varchar(120) NOT NULL DEFAULT '',
        date_created date NOT NULL,
        date_modified date NOT NULL,
        date_published date,
        status varchar(20) NOT NULL,
        category varchar(80) NOT NULL DEFAULT '',
        tags varchar(500) NOT NULL DEFAULT '',
        meta_description varchar(320) NOT NULL DEFAULT '',
        description varchar(2000) NOT NULL DEFAULT '',
        content text NOT NULL,
        image_url varchar(2048) NOT NULL,
        image_alt varchar(300) NOT NULL DEFAULT '',
        slug varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_content_items" PRIMARY KEY (id),
        CONSTRAINT "CHK_content_items_type" CHECK (type IN ('blog', 'case-study')),
        CONSTRAINT "CHK_content_items_status" CHECK (status IN ('draft', 'published')),
        CONSTRAINT "CHK_content_items_slug" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_content_items_slug" ON content.content_items (slug)`);
    await queryRunner.query(`
      CREATE INDEX "IDX_content_items_published_order"
        ON content.content_items (status, date_published DESC NULLS LAST, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX content."IDX_content_items_published_order"`);
    await queryRunner.query(`DROP INDEX content."UQ_content_items_slug"`);
    await queryRunner.query(`DROP TABLE content.content_items`);
  }
}
