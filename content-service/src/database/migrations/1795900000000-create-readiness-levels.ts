import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Readiness checks (issue 35): the level an administrator set for a rule (error, warning or off). A rule
 * without a row has its default level (DEFAULT_READINESS_LEVELS in @site/contracts).
 */
export class CreateReadinessLevels1795900000000 implements MigrationInterface {
  name = 'CreateReadinessLevels1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content.readiness_levels (
        rule_id varchar(64) NOT NULL,
        level varchar(10) NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by_id uuid,
        CONSTRAINT "PK_readiness_levels" PRIMARY KEY (rule_id),
        CONSTRAINT "CHK_readiness_levels_level" CHECK (level IN ('error', 'warning', 'off'))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE content.readiness_levels');
  }
}
