import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The signing key's private half is kept encrypted (see keys/key-encryption.ts), so its column no longer holds
 * a PEM. Rows still in plain text are encrypted (or, with a configured key pair, deleted) by SigningKeysService
 * at start, which has the key-encryption key; SQL alone cannot.
 */
export class SealedSigningKeys1796000000000 implements MigrationInterface {
  name = 'SealedSigningKeys1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth.signing_keys RENAME COLUMN private_key_pem TO sealed_private_key`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE auth.signing_keys RENAME COLUMN sealed_private_key TO private_key_pem`);
  }
}
