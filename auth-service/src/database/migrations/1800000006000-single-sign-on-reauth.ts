import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33, item 1 for single sign-on users: a fresh sign-in at the identity provider stands in for the
 * password. A trip through the provider may be a re-authentication of one session (not a sign-in), and the
 * session keeps when it was last re-authenticated (used once, within minutes).
 */
export class SingleSignOnReauth1800000006000 implements MigrationInterface {
  name = 'SingleSignOnReauth1800000006000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth.oidc_logins ADD COLUMN reauth_session_id uuid, ADD COLUMN reauth_user_id uuid`);
    await queryRunner.query(`ALTER TABLE auth.sessions ADD COLUMN reauthenticated_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth.sessions DROP COLUMN reauthenticated_at`);
    await queryRunner.query(`ALTER TABLE auth.oidc_logins DROP COLUMN reauth_session_id, DROP COLUMN reauth_user_id`);
  }
}
