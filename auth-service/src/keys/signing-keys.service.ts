import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { ActiveSigningKey } from './active-signing-key';
import { isSealed, openPrivateKey, sealPrivateKey } from './key-encryption';
import { KEK_REQUIRED, KeysConfig } from './keys.config';
import { generateRsaKeyPair, keyIdOf } from './rsa-keys';
import { SigningKey } from './signing-key.entity';

const LOCK = `SELECT pg_advisory_xact_lock(hashtext('auth.signing_keys'))`;

@Injectable()
export class SigningKeysService {
  private readonly logger = new Logger(SigningKeysService.name);

  constructor(
    @InjectRepository(SigningKey) private readonly keys: Repository<SigningKey>,
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
    const stored = await this.newestStoredKey(this.keys.manager);
    if (stored) {
      return stored;
    }
    return this.keys.manager.transaction(async (manager) => {
      // Instances starting together on an empty table queue here; all but the first then find its key.
      await manager.query(LOCK);
      const storedMeanwhile = await this.newestStoredKey(manager);
      if (storedMeanwhile) {
        return storedMeanwhile;
      }
      const { privateKeyPem, publicKeyPem } = await generateRsaKeyPair();
      const kid = keyIdOf(publicKeyPem);
      const repository = manager.getRepository(SigningKey);
      return repository.save(repository.create({ kid, sealedPrivateKey: sealPrivateKey(privateKeyPem, this.requireKek(), kid), publicKeyPem }));
    });
  }

  private async sealPlainKeys(): Promise<void> {
    const { keyEncryptionKey } = this.settings();
    await this.keys.manager.transaction(async (manager) => {
      await manager.query(LOCK);
      const plain = (await manager.getRepository(SigningKey).find()).filter((key) => !isSealed(key.sealedPrivateKey));
      for (const key of plain) {
        if (keyEncryptionKey) {
          await manager.update(SigningKey, { kid: key.kid }, { sealedPrivateKey: sealPrivateKey(key.sealedPrivateKey, keyEncryptionKey, key.kid) });
          this.logger.log(`Signing key ${key.kid} was stored in plain text; it is now encrypted with JWT_KEY_ENCRYPTION_KEY`);
        } else {
          await manager.delete(SigningKey, { kid: key.kid });
          this.logger.log(`Signing key ${key.kid} was stored in plain text and is unused (JWT_PRIVATE_KEY is set): deleted`);
        }
      }
    });
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

  private async newestStoredKey(manager: EntityManager): Promise<SigningKey | null> {
    const [newest] = await manager.getRepository(SigningKey).find({ order: { createdAt: 'DESC' }, take: 1 });
    return newest ?? null;
  }
}
