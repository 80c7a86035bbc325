import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-step sign-in on by default where it matters (issue 33): a policy no administrator chose is no longer
 * stored as 'nobody' but left empty, so the environment's default applies (administrators in production).
 * A policy an administrator chose (updated_by set) stays.
 */
export class DefaultMfaPolicy1800000002000 implements MigrationInterface {
  name = 'DefaultMfaPolicy1800000002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth.security_settings ALTER COLUMN mfa_required_for DROP DEFAULT, ALTER COLUMN mfa_required_for DROP NOT NULL`);
    await queryRunner.query(`UPDATE auth.security_settings SET mfa_required_for = NULL WHERE updated_by IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE auth.security_settings SET mfa_required_for = 'nobody' WHERE mfa_required_for IS NULL`);
    await queryRunner.query(`ALTER TABLE auth.security_settings ALTER COLUMN mfa_required_for SET DEFAULT 'nobody', ALTER COLUMN mfa_required_for SET NOT NULL`);
  }
}
