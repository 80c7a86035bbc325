import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign in with Microsoft (issue 33): which identity-provider account (issuer and subject) a user is, with its
 * refresh token (sealed with the key-encryption key) and when the provider was last asked; and the sign-ins
 * on their way through the provider (state, nonce and PKCE verifier, bound to the browser that started them).
 */
export class SingleSignOn1800000005000 implements MigrationInterface {
  name = 'SingleSignOn1800000005000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth.oidc_identities (
        user_id uuid NOT NULL REFERENCES auth.users (id),
        issuer varchar(500) NOT NULL,
        subject varchar(255) NOT NULL,
        sealed_refresh_token text,
        refreshed_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT oidc_identities_pkey PRIMARY KEY (user_id),
        CONSTRAINT oidc_identities_issuer_subject_key UNIQUE (issuer, subject)
      )`);
    await queryRunner.query(`
      CREATE TABLE auth.oidc_logins (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        state_hash char(64) NOT NULL,
        browser_hash char(64) NOT NULL,
        nonce varchar(100) NOT NULL,
        code_verifier varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        CONSTRAINT oidc_logins_pkey PRIMARY KEY (id),
        CONSTRAINT oidc_logins_state_hash_key UNIQUE (state_hash)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE auth.oidc_logins`);
    await queryRunner.query(`DROP TABLE auth.oidc_identities`);
  }
}
