import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { ActiveSigningKey } from './active-signing-key';
import { KeysConfig } from './keys.config';
import { generateRsaKeyPair, keyIdOf } from './rsa-keys';
import { SigningKey } from './signing-key.entity';

@Injectable()
export class SigningKeysService {
  constructor(
    @InjectRepository(SigningKey) private readonly keys: Repository<SigningKey>,
    private readonly config: ConfigService,
  ) {}

  /** The configured key pair if there is one, else the stored one, generated and stored on the very first start. */
  async loadActiveKey(): Promise<ActiveSigningKey> {
    const { configuredPair } = this.config.getOrThrow<KeysConfig>('keys');
    if (configuredPair) {
      return new ActiveSigningKey(keyIdOf(configuredPair.publicKeyPem), configuredPair.privateKeyPem, configuredPair.publicKeyPem);
    }
    const stored = await this.findOrCreateStoredKey();
    return new ActiveSigningKey(stored.kid, stored.privateKeyPem, stored.publicKeyPem);
  }

  async findOrCreateStoredKey(): Promise<SigningKey> {
    const stored = await this.newestStoredKey(this.keys.manager);
    if (stored) {
      return stored;
    }
    return this.keys.manager.transaction(async (manager) => {
      // Instances starting together on an empty table queue here; all but the first then find its key.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('auth.signing_keys'))`);
      const storedMeanwhile = await this.newestStoredKey(manager);
      if (storedMeanwhile) {
        return storedMeanwhile;
      }
      const pair = await generateRsaKeyPair();
      const repository = manager.getRepository(SigningKey);
      return repository.save(repository.create({ kid: keyIdOf(pair.publicKeyPem), ...pair }));
    });
  }

  private async newestStoredKey(manager: EntityManager): Promise<SigningKey | null> {
    const [newest] = await manager.getRepository(SigningKey).find({ order: { createdAt: 'DESC' }, take: 1 });
    return newest ?? null;
  }
}
