import { createAuditEventsTable } from '@site/nest-server-kit';
import { MigrationInterface, QueryRunner } from 'typeorm';

const ROLES = `('contributor', 'author', 'editor', 'administrator')`;

/**
 * Named staff users with roles, sessions keyed by user id, invitations, password resets, two-step sign-in,
 * security settings, the activity log and the mail outbox. Every user that existed (the seeded staff login)
 * becomes an administrator, and its open sessions carry on under its id.
 */
export class StaffAccounts1780000000000 implements MigrationInterface {
  name = 'StaffAccounts1780000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE auth.users
        ADD COLUMN email varchar(254),
        ADD COLUMN display_name varchar(100),
        ADD COLUMN role varchar(16) NOT NULL DEFAULT 'contributor',
        ADD COLUMN status varchar(16) NOT NULL DEFAULT 'active',
        ADD COLUMN last_login_at timestamptz,
        ADD COLUMN totp_secret text,
        ADD COLUMN mfa_enabled boolean NOT NULL DEFAULT false,
        ADD COLUMN totp_last_step bigint,
        ADD CONSTRAINT users_role_check CHECK (role IN ${ROLES}),
        ADD CONSTRAINT users_status_check CHECK (status IN ('active', 'suspended', 'removed'))`);
    await queryRunner.query(`UPDATE auth.users SET role = 'administrator', display_name = username`);
    await queryRunner.query(`ALTER TABLE auth.users ALTER COLUMN display_name SET NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_lower_key ON auth.users (lower(email))`);

    await queryRunner.query(`
      ALTER TABLE auth.sessions
        ADD COLUMN user_id uuid,
        ADD COLUMN client_address varchar(100),
        ADD COLUMN user_agent varchar(500),
        ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users (id)`);
    await queryRunner.query(`UPDATE auth.sessions s SET user_id = u.id FROM auth.users u WHERE u.username = s.username`);
    // A session of a user that no longer exists can never be renewed; it stays (revoked) so its tokens stay refused.
    await queryRunner.query(`UPDATE auth.sessions SET revoked_at = now() WHERE user_id IS NULL AND revoked_at IS NULL`);
    await queryRunner.query(`DROP INDEX auth.sessions_username_idx`);
    await queryRunner.query(`ALTER TABLE auth.sessions DROP COLUMN username`);
    await queryRunner.query(`CREATE INDEX sessions_user_id_idx ON auth.sessions (user_id)`);

    await queryRunner.query(`
      CREATE TABLE auth.invitations (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        token_hash char(64) NOT NULL,
        email varchar(254) NOT NULL,
        role varchar(16) NOT NULL,
        display_name varchar(100),
        invited_by uuid REFERENCES auth.users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        accepted_user_id uuid REFERENCES auth.users (id),
        revoked_at timestamptz,
        CONSTRAINT invitations_pkey PRIMARY KEY (id),
        CONSTRAINT invitations_token_hash_key UNIQUE (token_hash),
        CONSTRAINT invitations_role_check CHECK (role IN ${ROLES})
      )`);
    for (const table of ['password_resets', 'mfa_challenges']) {
      await queryRunner.query(`
        CREATE TABLE auth.${table} (
          id uuid NOT NULL DEFAULT gen_random_uuid(),
          token_hash char(64) NOT NULL,
          user_id uuid NOT NULL REFERENCES auth.users (id),
          created_at timestamptz NOT NULL DEFAULT now(),
          expires_at timestamptz NOT NULL,
          used_at timestamptz,
          CONSTRAINT ${table}_pkey PRIMARY KEY (id),
          CONSTRAINT ${table}_token_hash_key UNIQUE (token_hash)
        )`);
      await queryRunner.query(`CREATE INDEX ${table}_user_id_idx ON auth.${table} (user_id)`);
    }
    await queryRunner.query(`
      CREATE TABLE auth.recovery_codes (
        id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        user_id uuid NOT NULL REFERENCES auth.users (id),
        code_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz,
        CONSTRAINT recovery_codes_pkey PRIMARY KEY (id)
      )`);
    await queryRunner.query(`CREATE INDEX recovery_codes_user_id_idx ON auth.recovery_codes (user_id)`);
    await queryRunner.query(`
      CREATE TABLE auth.security_settings (
        id smallint NOT NULL DEFAULT 1,
        mfa_required_for varchar(16) NOT NULL DEFAULT 'nobody',
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid REFERENCES auth.users (id),
        CONSTRAINT security_settings_pkey PRIMARY KEY (id),
        CONSTRAINT security_settings_single_row CHECK (id = 1),
        CONSTRAINT security_settings_mfa_required_for_check CHECK (mfa_required_for IN ('nobody', 'administrators', 'everyone'))
      )`);
    await queryRunner.query(`INSERT INTO auth.security_settings (id) VALUES (1)`);
    await createAuditEventsTable(queryRunner, 'auth', { primaryKey: 'audit_events_pkey' });
    await queryRunner.query(`CREATE INDEX audit_events_occurred_at_idx ON auth.audit_events (occurred_at)`);
    await queryRunner.query(`
      CREATE TABLE auth.outbox (
        id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        recipient varchar(254) NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        state varchar(16) NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        CONSTRAINT outbox_pkey PRIMARY KEY (id)
      )`);
    await queryRunner.query(`CREATE INDEX outbox_due_idx ON auth.outbox (next_attempt_at) WHERE state = 'pending'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['outbox', 'audit_events', 'security_settings', 'recovery_codes', 'mfa_challenges', 'password_resets', 'invitations']) {
      await queryRunner.query(`DROP TABLE auth.${table}`);
    }
    await queryRunner.query(`ALTER TABLE auth.sessions ADD COLUMN username varchar(100)`);
    await queryRunner.query(`UPDATE auth.sessions s SET username = u.username FROM auth.users u WHERE u.id = s.user_id`);
    await queryRunner.query(`UPDATE auth.sessions SET username = '', revoked_at = coalesce(revoked_at, now()) WHERE username IS NULL`);
    await queryRunner.query(`ALTER TABLE auth.sessions ALTER COLUMN username SET NOT NULL`);
    await queryRunner.query(`DROP INDEX auth.sessions_user_id_idx`);
    await queryRunner.query(`ALTER TABLE auth.sessions DROP COLUMN user_id, DROP COLUMN client_address, DROP COLUMN user_agent`);
    await queryRunner.query(`CREATE INDEX sessions_username_idx ON auth.sessions (username)`);
    await queryRunner.query(`DROP INDEX auth.users_email_lower_key`);
    await queryRunner.query(`
      ALTER TABLE auth.users
        DROP COLUMN email, DROP COLUMN display_name, DROP COLUMN role, DROP COLUMN status, DROP COLUMN last_login_at,
        DROP COLUMN totp_secret, DROP COLUMN mfa_enabled, DROP COLUMN totp_last_step`);
  }
}
