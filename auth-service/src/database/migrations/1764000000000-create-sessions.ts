import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSessions1764000000000 implements MigrationInterface {
  name = 'CreateSessions1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.sessions (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        username varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        renewed_at timestamptz,
        revoked_at timestamptz,
        CONSTRAINT sessions_pkey PRIMARY KEY (id)
      )`);
    await queryRunner.query(`CREATE INDEX sessions_username_idx ON auth.sessions (username)`);
    await queryRunner.query(`CREATE INDEX sessions_revoked_idx ON auth.sessions (expires_at) WHERE revoked_at IS NOT NULL`);
    // Rows now record each attempt before its password is checked; the scopes are 'pair' and 'address'.
    await queryRunner.query(`TRUNCATE auth.login_failures`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE auth.sessions`);
  }
}
