import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { SigningKey } from './signing-key.entity';

const LOCK = `SELECT pg_advisory_xact_lock(hashtext('auth.signing_keys'))`;

export type NewSigningKey = Pick<SigningKey, 'kid' | 'sealedPrivateKey' | 'publicKeyPem'>;

/** auth.signing_keys. Writes hold one advisory lock, so instances starting together take turns. */
@Injectable()
export class SigningKeysRepository {
  constructor(@InjectRepository(SigningKey) private readonly keys: Repository<SigningKey>) {}

  newest(): Promise<SigningKey | null> {
    return newestIn(this.keys.manager);
  }

  /** The newest key; when there is none, the one `make` makes, stored (the first instance makes it, the others find it). */
  findOrInsert(make: () => Promise<NewSigningKey>): Promise<SigningKey> {
    return this.keys.manager.transaction(async (manager) => {
      await manager.query(LOCK);
      const stored = await newestIn(manager);
      if (stored) return stored;
      const repository = manager.getRepository(SigningKey);
      return repository.save(repository.create(await make()));
    });
  }

  /**
   * For each key `select` picks, stores the text `rewrite` returns in its place, or deletes the key when it
   * returns null. Returns what was done to which key.
   */
  rewriteEach(select: (key: SigningKey) => boolean, rewrite: (key: SigningKey) => string | null): Promise<Array<{ kid: string; deleted: boolean }>> {
    return this.keys.manager.transaction(async (manager) => {
      await manager.query(LOCK);
      const done: Array<{ kid: string; deleted: boolean }> = [];
      for (const key of (await manager.getRepository(SigningKey).find()).filter(select)) {
        const sealed = rewrite(key);
        if (sealed === null) await manager.delete(SigningKey, { kid: key.kid });
        else await manager.update(SigningKey, { kid: key.kid }, { sealedPrivateKey: sealed });
        done.push({ kid: key.kid, deleted: sealed === null });
      }
      return done;
    });
  }
}

async function newestIn(manager: EntityManager): Promise<SigningKey | null> {
  const [newest] = await manager.getRepository(SigningKey).find({ order: { createdAt: 'DESC' }, take: 1 });
  return newest ?? null;
}
