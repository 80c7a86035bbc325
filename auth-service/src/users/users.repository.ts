import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Not, Repository } from 'typeorm';
import type { Role, UserStatus } from './role';
import { User } from './user.entity';

/** The columns of a new user row; the id, status and times are the database's. */
export interface NewUserRow {
  username: string;
  passwordHash: string;
  email: string | null;
  displayName: string;
  role: Role;
}

/** A user row, taken under the lock that serialises changes to administrators, and what may be done to it. */
export interface LockedUser {
  user: User;
  /** How many other active administrators there are. */
  otherActiveAdministrators(): Promise<number>;
  update(changes: { role?: Role; status?: UserStatus; email?: null }): Promise<void>;
}

/**
 * auth.users, second-factor (TOTP) columns included: the one place that reads and writes it. Lookups by
 * e-mail address and username ignore case, as the unique indexes do.
 */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.findOneBy({ username });
  }

  /** Everyone not removed, in the order given. */
  listNotRemoved(order: 'created' | 'username'): Promise<User[]> {
    return this.users.find({ where: { status: Not('removed') }, order: order === 'created' ? { createdAt: 'ASC' } : { username: 'ASC' } });
  }

  findNotRemoved(id: string): Promise<User | null> {
    return this.users.findOneBy({ id, status: Not('removed') });
  }

  /** The active user with this e-mail address, whatever its case. */
  findActiveByEmail(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email })
      .andWhere(`user.status = 'active'`)
      .getOne();
  }

  async usernameTaken(username: string): Promise<boolean> {
    return (await this.users.createQueryBuilder('user').where('lower(user.username) = lower(:username)', { username }).getCount()) > 0;
  }

  async emailTaken(email: string, exceptUserId?: string): Promise<boolean> {
    const query = this.users.createQueryBuilder('user').where('lower(user.email) = lower(:email)', { email });
    if (exceptUserId) query.andWhere('user.id <> :exceptUserId', { exceptUserId });
    return (await query.getCount()) > 0;
  }

  /** Inserts an active user; with `transaction`, as part of the caller's transaction (see InvitationsRepository.accept). */
  insert(row: NewUserRow, transaction?: EntityManager): Promise<User> {
    const users = transaction ? transaction.getRepository(User) : this.users;
    return users.save(users.create({ ...row, status: 'active' }));
  }

  /**
   * Inserts the first administrator when there is no user at all; false when there already is one. Instances
   * starting together queue on an advisory lock, so only one of them inserts it.
   */
  insertFirstAdministrator(username: string, passwordHash: string): Promise<boolean> {
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

  /**
   * Runs `work` on the user (null when there is none) in a transaction holding the lock that serialises
   * changes to administrators, so two demotions cannot both pass a last-administrator check.
   */
  withAdministratorsLocked<T>(id: string, work: (locked: LockedUser | null) => Promise<T>): Promise<T> {
    return this.users.manager.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('auth.users administrators'))`);
      const user = await manager.findOneBy(User, { id });
      if (!user) return work(null);
      return work({
        user,
        otherActiveAdministrators: () => manager.countBy(User, { role: 'administrator', status: 'active', id: Not(id) }),
        update: async (changes) => {
          await manager.update(User, { id }, changes);
        },
      });
    });
  }

  async update(id: string, changes: { role?: Role; status?: UserStatus; displayName?: string; email?: string | null; passwordHash?: string }): Promise<void> {
    if (Object.keys(changes).length > 0) await this.users.update({ id }, changes);
  }

  async recordLogin(id: string): Promise<void> {
    await this.users.update({ id }, { lastLoginAt: () => 'now()' });
  }

  /** A new TOTP secret waiting for its first code; two-step sign-in stays off until then. */
  async setPendingTotpSecret(id: string, secret: string): Promise<void> {
    await this.users.update({ id }, { totpSecret: secret, mfaEnabled: false, totpLastStep: null });
  }

  /**
   * Records `step` as the last used time step, if it is later than the one before: the atomic check that
   * takes each code once. False when this step (or a later one) was already used.
   */
  async claimTotpStep(id: string, step: number): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.users.query(
      `UPDATE auth.users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
      [id, step],
    );
    return affected > 0;
  }

  async enableSecondFactor(id: string): Promise<void> {
    await this.users.update({ id }, { mfaEnabled: true });
  }

  async clearSecondFactor(id: string): Promise<void> {
    await this.users.update({ id }, { totpSecret: null, mfaEnabled: false, totpLastStep: null });
  }
}
