import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ActiveSigningKey } from './active-signing-key';
import { isSealed, openPrivateKey, sealPrivateKey } from './key-encryption';
import { KEK_REQUIRED, KeysConfig } from './keys.config';
import { generateRsaKeyPair, keyIdOf } from './rsa-keys';
import type { SigningKey } from './signing-key.entity';
import { SigningKeysRepository } from './signing-keys.repository';

@Injectable()
export class SigningKeysService {
  private readonly logger = new Logger(SigningKeysService.name);

  constructor(
    private readonly keys: SigningKeysRepository,
    private readonly config: ConfigService,
  ) {}

  /**
   * The configured key pair if there is one, else the stored one, generated and stored (encrypted) on the very
   * first start. Stored keys from before encryption are encrypted first, or deleted when a configured pair makes
   * them unused and there is no key-encryption key.
   */
  async loadActiveKey(): Promise<ActiveSigningKey> {
    const { configuredPair } = this.settings();
    await this.sealPlainKeys();
    if (configuredPair) {
      return new ActiveSigningKey(keyIdOf(configuredPair.publicKeyPem), configuredPair.privateKeyPem, configuredPair.publicKeyPem);
    }
    const stored = await this.findOrCreateStoredKey();
    return new ActiveSigningKey(stored.kid, this.open(stored), stored.publicKeyPem);
  }

  async findOrCreateStoredKey(): Promise<SigningKey> {
    return (
      (await this.keys.newest()) ??
      this.keys.findOrInsert(async () => {
        const { privateKeyPem, publicKeyPem } = await generateRsaKeyPair();
        const kid = keyIdOf(publicKeyPem);
        return { kid, sealedPrivateKey: sealPrivateKey(privateKeyPem, this.requireKek(), kid), publicKeyPem };
      })
    );
  }

  private async sealPlainKeys(): Promise<void> {
    const { keyEncryptionKey } = this.settings();
    const done = await this.keys.rewriteEach(
      (key) => !isSealed(key.sealedPrivateKey),
      (key) => (keyEncryptionKey ? sealPrivateKey(key.sealedPrivateKey, keyEncryptionKey, key.kid) : null),
    );
    for (const { kid, deleted } of done) {
      this.logger.log(
        deleted
          ? `Signing key ${kid} was stored in plain text and is unused (JWT_PRIVATE_KEY is set): deleted`
          : `Signing key ${kid} was stored in plain text; it is now encrypted with JWT_KEY_ENCRYPTION_KEY`,
      );
    }
  }

  private open(stored: SigningKey): string {
    try {
      return openPrivateKey(stored.sealedPrivateKey, this.requireKek(), stored.kid);
    } catch (error) {
      throw new Error(
        `JWT_KEY_ENCRYPTION_KEY does not open the signing key stored in auth.signing_keys (kid ${stored.kid}): it was encrypted with ` +
          'another key-encryption key. Set the one it was stored with, or delete that row to have a new signing key made (staff then log in again)',
        { cause: error },
      );
    }
  }

  private requireKek(): Buffer {
    const { keyEncryptionKey } = this.settings();
    if (!keyEncryptionKey) throw new Error(`Invalid configuration: ${KEK_REQUIRED}`);
    return keyEncryptionKey;
  }

  private settings(): KeysConfig {
    return this.config.getOrThrow<KeysConfig>('keys');
  }
}
