import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAuthTables1763712000000 implements MigrationInterface {
  name = 'CreateAuthTables1763712000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.users (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        username varchar(100) NOT NULL,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_pkey PRIMARY KEY (id),
        CONSTRAINT users_username_key UNIQUE (username)
      )`);
    await queryRunner.query(`
      CREATE TABLE auth.signing_keys (
        kid varchar(64) NOT NULL,
        private_key_pem text NOT NULL,
        public_key_pem text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT signing_keys_pkey PRIMARY KEY (kid)
      )`);
    await queryRunner.query(`
      CREATE TABLE auth.login_failures (
        id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        scope varchar(16) NOT NULL,
        key varchar(200) NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT login_failures_pkey PRIMARY KEY (id)
      )`);
    await queryRunner.query(
      `CREATE INDEX login_failures_scope_key_failed_at_idx ON auth.login_failures (scope, key, failed_at)`,
    );
    await queryRunner.query(`CREATE INDEX login_failures_failed_at_idx ON auth.login_failures (failed_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE auth.login_failures`);
    await queryRunner.query(`DROP TABLE auth.signing_keys`);
    await queryRunner.query(`DROP TABLE auth.users`);
  }
}
