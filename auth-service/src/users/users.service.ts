import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PasswordHasher } from './password-hasher';
import type { Role } from './role';
import { User } from './user.entity';

/** What a new user is made of (an accepted invitation or the first administrator). */
export interface NewUser {
  username: string;
  password: string;
  email: string | null;
  displayName: string;
  role: Role;
}

/** The user rows and their passwords; the rules about who may change what live in the callers. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordHasher,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.findOneBy({ username });
  }

  /** The active user with this e-mail address, whatever its case. */
  findActiveByEmail(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email })
      .andWhere(`user.status = 'active'`)
      .getOne();
  }

  /** Whether a username is in use, whatever its case (removed users keep theirs: content still names them). */
  async usernameTaken(username: string): Promise<boolean> {
    return (await this.users.createQueryBuilder('user').where('lower(user.username) = lower(:username)', { username }).getCount()) > 0;
  }

  /** Whether another user has this e-mail address, whatever its case. */
  async emailTaken(email: string, exceptUserId?: string): Promise<boolean> {
    const query = this.users.createQueryBuilder('user').where('lower(user.email) = lower(:email)', { email });
    if (exceptUserId) query.andWhere('user.id <> :exceptUserId', { exceptUserId });
    return (await query.getCount()) > 0;
  }

  /** The user with this username, or null when the password does not match (or there is no such user). */
  async findByCredentials(username: string, password: string): Promise<User | null> {
    const user = await this.findByUsername(username);
    if (!user) {
      await this.passwords.verifyAgainstDecoy(password);
      return null;
    }
    return (await this.passwords.verify(user.passwordHash, password)) ? user : null;
  }

  verifyPassword(user: User, password: string): Promise<boolean> {
    return this.passwords.verify(user.passwordHash, password);
  }

  async setPassword(userId: string, password: string): Promise<void> {
    await this.users.update({ id: userId }, { passwordHash: await this.passwords.hash(password) });
  }

  async recordLogin(userId: string): Promise<void> {
    await this.users.update({ id: userId }, { lastLoginAt: () => 'now()' });
  }

  async updateProfile(userId: string, changes: { displayName?: string; email?: string | null }): Promise<void> {
    if (Object.keys(changes).length > 0) await this.users.update({ id: userId }, changes);
  }

  /** Inserts a user; use the manager of a transaction when the insert goes with other writes. */
  async create(input: NewUser, repository: Repository<User> = this.users): Promise<User> {
    const { password, ...fields } = input;
    return repository.save(repository.create({ ...fields, passwordHash: await this.passwords.hash(password), status: 'active' }));
  }

  /**
   * Creates the first administrator when there is no user at all; false when there already is one. Instances
   * starting together queue on an advisory lock, so only one of them creates it.
   */
  async createFirstAdministrator(username: string, password: string): Promise<boolean> {
    const passwordHash = await this.passwords.hash(password);
    return this.users.manager.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('auth.users first administrator'))`);
      const rows: unknown[] = await manager.query(
        `INSERT INTO auth.users (username, password_hash, display_name, role)
         SELECT $1, $2, $1, 'administrator' WHERE NOT EXISTS (SELECT 1 FROM auth.users)
         RETURNING id`,
        [username, passwordHash],
      );
      return rows.length > 0;
    });
  }

  /** Turns two-step sign-in off and deletes the recovery codes (the user may enrol again). */
  async clearSecondFactor(userId: string): Promise<void> {
    await this.users.manager.transaction(async (manager) => {
      await manager.update(User, { id: userId }, { totpSecret: null, mfaEnabled: false, totpLastStep: null });
      await manager.query(`DELETE FROM auth.recovery_codes WHERE user_id = $1`, [userId]);
    });
  }
}
