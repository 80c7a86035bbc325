import { MigrationInterface, QueryRunner } from 'typeorm';

/** Wrong codes entered against one second-step challenge: at 5 it is void (issue 33). */
export class ChallengeCodeFailures1800000001000 implements MigrationInterface {
  name = 'ChallengeCodeFailures1800000001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth.mfa_challenges ADD COLUMN wrong_codes integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth.mfa_challenges DROP COLUMN wrong_codes`);
  }
}
