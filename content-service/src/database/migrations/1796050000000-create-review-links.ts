import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Review links (issue 35 item 1): a link to a draft for someone without an account (only the SHA-256 of its
 * token is kept), the reviewers' decisions, each tied to the item's version it was made on, per-link request
 * counts for the limits, and the administrators' "approval required" per content type.
 */
export class CreateReviewLinks1796050000000 implements MigrationInterface {
  name = 'CreateReviewLinks1796050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content.review_links (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        item_id uuid NOT NULL,
        token_hash char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by_id uuid,
        created_by_name varchar(200),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        CONSTRAINT "PK_review_links" PRIMARY KEY (id),
        CONSTRAINT "UQ_review_links_token_hash" UNIQUE (token_hash),
        CONSTRAINT "FK_review_links_item" FOREIGN KEY (item_id) REFERENCES content.content_items (id) ON DELETE CASCADE
      )`);
    await queryRunner.query('CREATE INDEX "IDX_review_links_item" ON content.review_links (item_id, created_at)');
    await queryRunner.query(`
      CREATE TABLE content.review_decisions (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        link_id uuid NOT NULL,
        item_id uuid NOT NULL,
        item_version integer NOT NULL,
        reviewer_name varchar(200) NOT NULL,
        reviewer_email varchar(254) NOT NULL,
        decision varchar(10) NOT NULL,
        comment text NOT NULL DEFAULT '',
        decided_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_review_decisions" PRIMARY KEY (id),
        CONSTRAINT "CHK_review_decisions_decision" CHECK (decision IN ('approve', 'changes')),
        CONSTRAINT "FK_review_decisions_link" FOREIGN KEY (link_id) REFERENCES content.review_links (id) ON DELETE CASCADE
      )`);
    await queryRunner.query('CREATE INDEX "IDX_review_decisions_item_version" ON content.review_decisions (item_id, item_version, decided_at)');
    await queryRunner.query(`
      CREATE TABLE content.review_limits (
        link_id uuid NOT NULL,
        kind varchar(10) NOT NULL,
        window_started_at timestamptz NOT NULL,
        count integer NOT NULL,
        CONSTRAINT "PK_review_limits" PRIMARY KEY (link_id, kind),
        CONSTRAINT "FK_review_limits_link" FOREIGN KEY (link_id) REFERENCES content.review_links (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE content.publishing_settings (
        type varchar(20) NOT NULL,
        approval_required boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by_id uuid,
        CONSTRAINT "PK_publishing_settings" PRIMARY KEY (type),
        CONSTRAINT "CHK_publishing_settings_type" CHECK (type IN ('blog', 'case-study'))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE content.publishing_settings');
    await queryRunner.query('DROP TABLE content.review_limits');
    await queryRunner.query('DROP TABLE content.review_decisions');
    await queryRunner.query('DROP TABLE content.review_links');
  }
}
