import { MigrationInterface, QueryRunner } from 'typeorm';
import { isSealed } from '../../keys/key-encryption';
import { keysConfig } from '../../keys/keys.config';
import { openTotpSeed, sealTotpSeed } from '../../mfa/totp-seeds';

/** The key-encryption key as the service reads it (JWT_KEY_ENCRYPTION_KEY or its _FILE), or a clear refusal. */
function requireKeyEncryptionKey(what: string): Buffer {
  const { keyEncryptionKey } = keysConfig();
  if (!keyEncryptionKey) throw new Error(`${what}: set JWT_KEY_ENCRYPTION_KEY (or JWT_KEY_ENCRYPTION_KEY_FILE) and start again`);
  return keyEncryptionKey;
}

/**
 * TOTP seeds lay in auth.users in plain text beside a carefully encrypted signing key (issue 33). They are
 * sealed here with the key-encryption key, bound to their user (see mfa/totp-seeds.ts), which SQL alone cannot
 * do; a database without plain seeds needs no key.
 */
export class SealedTotpSeeds1800000004000 implements MigrationInterface {
  name = 'SealedTotpSeeds1800000004000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const rows: Array<{ id: string; totp_secret: string }> = await queryRunner.query(`SELECT id, totp_secret FROM auth.users WHERE totp_secret IS NOT NULL`);
    const plain = rows.filter((row) => !isSealed(row.totp_secret));
    if (plain.length === 0) return;
    const keyEncryptionKey = requireKeyEncryptionKey(`${plain.length} TOTP seed(s) are stored in plain text and must be sealed`);
    for (const row of plain) {
      await queryRunner.query(`UPDATE auth.users SET totp_secret = $2 WHERE id = $1`, [row.id, sealTotpSeed(row.totp_secret, keyEncryptionKey, row.id)]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const rows: Array<{ id: string; totp_secret: string }> = await queryRunner.query(`SELECT id, totp_secret FROM auth.users WHERE totp_secret IS NOT NULL`);
    const sealed = rows.filter((row) => isSealed(row.totp_secret));
    if (sealed.length === 0) return;
    const keyEncryptionKey = requireKeyEncryptionKey(`${sealed.length} sealed TOTP seed(s) must be opened to go back`);
    for (const row of sealed) {
      await queryRunner.query(`UPDATE auth.users SET totp_secret = $2 WHERE id = $1`, [row.id, openTotpSeed(row.totp_secret, keyEncryptionKey, row.id)]);
    }
  }
}
