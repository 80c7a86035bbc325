import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ended means ended, everywhere, at once (issue 33): every session revoked (logout, suspension, role change,
 * password reset, an administrator's "end sessions") is announced on the channel `session_revoked` with its
 * id, which the other services LISTEN to on their own connections (a notification needs no right to read
 * the auth schema). The id is what GET /api/auth/sessions/revoked lists anyway.
 */
export class NotifyRevokedSessions1800000003000 implements MigrationInterface {
  name = 'NotifyRevokedSessions1800000003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION auth.notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('session_revoked', NEW.id::text);
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER sessions_revoked_notify AFTER UPDATE OF revoked_at ON auth.sessions
        FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
        EXECUTE FUNCTION auth.notify_session_revoked()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER sessions_revoked_notify ON auth.sessions`);
    await queryRunner.query(`DROP FUNCTION auth.notify_session_revoked()`);
  }
}
