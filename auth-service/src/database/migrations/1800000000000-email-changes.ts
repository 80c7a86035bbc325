import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A new e-mail address takes effect only once a link sent to it is opened (issue 33): the asked-for address
 * waits here with the hash of the link's token, for 24 hours, used once.
 */
export class EmailChanges1800000000000 implements MigrationInterface {
  name = 'EmailChanges1800000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.email_changes (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        token_hash char(64) NOT NULL,
        user_id uuid NOT NULL REFERENCES auth.users (id),
        new_email varchar(254) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        CONSTRAINT email_changes_pkey PRIMARY KEY (id),
        CONSTRAINT email_changes_token_hash_key UNIQUE (token_hash)
      )`);
    await queryRunner.query(`CREATE INDEX email_changes_user_id_idx ON auth.email_changes (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE auth.email_changes`);
  }
}
