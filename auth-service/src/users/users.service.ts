import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PasswordHasher } from './password-hasher';
import { User } from './user.entity';

export type PasswordSyncResult = 'created' | 'updated' | 'unchanged';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordHasher,
  ) {}

  findByUsername(username: string): Promise<User | null> {
    return this.users.findOneBy({ username });
  }

  /** The user with this username or null when the password does not match (or there is no such user). */
  async findByCredentials(username: string, password: string): Promise<User | null> {
    const user = await this.findByUsername(username);
    if (!user) {
      await this.passwords.verifyAgainstDecoy(password);
      return null;
    }
    return (await this.passwords.verify(user.passwordHash, password)) ? user : null;
  }

  async setPassword(username: string, password: string): Promise<void> {
    await this.users.update({ username }, { passwordHash: await this.passwords.hash(password) });
  }

  /**
   * Makes `password` the user's password, creating the user if needed. A stored hash that already verifies is
   * kept, so restarts do not rewrite it. Safe when several instances start at once.
   */
  async ensurePassword(username: string, password: string): Promise<PasswordSyncResult> {
    const existing = await this.findByUsername(username);
    if (existing && (await this.passwords.verify(existing.passwordHash, password))) {
      return 'unchanged';
    }
    const passwordHash = await this.passwords.hash(password);
    if (existing) {
      await this.users.update({ id: existing.id }, { passwordHash });
      return 'updated';
    }
    const inserted = await this.users.createQueryBuilder().insert().values({ username, passwordHash }).orIgnore().execute();
    const insertedRows: unknown[] = inserted.raw;
    if (insertedRows.length > 0) {
      return 'created';
    }
    // Another instance created the user between our read and insert: set the password on its row.
    return this.ensurePassword(username, password);
  }
}
