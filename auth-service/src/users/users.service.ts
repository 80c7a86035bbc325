import { Injectable } from '@nestjs/common';
import { PasswordHasher } from './password-hasher';
import type { Role } from './role';
import { User } from './user.entity';
import { UsersRepository } from './users.repository';

/** The transaction an insert joins; services only pass it on from one repository to another. */
type Transaction = Parameters<UsersRepository['insert']>[1];

/** What a new user is made of (an accepted invitation or the first administrator). */
export interface NewUser {
  username: string;
  password: string;
  email: string | null;
  displayName: string;
  role: Role;
}

/** Users and their passwords; the rules about who may change what live in the callers. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findById(id);
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.findByUsername(username);
  }

  /** The active user with this e-mail address, whatever its case. */
  findActiveByEmail(email: string): Promise<User | null> {
    return this.users.findActiveByEmail(email);
  }

  /** Whether a username is in use, whatever its case (removed users keep theirs: content still names them). */
  usernameTaken(username: string): Promise<boolean> {
    return this.users.usernameTaken(username);
  }

  /** Whether another user has this e-mail address, whatever its case. */
  emailTaken(email: string, exceptUserId?: string): Promise<boolean> {
    return this.users.emailTaken(email, exceptUserId);
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
    await this.users.update(userId, { passwordHash: await this.passwords.hash(password) });
  }

  recordLogin(userId: string): Promise<void> {
    return this.users.recordLogin(userId);
  }

  updateProfile(userId: string, changes: { displayName?: string; email?: string | null }): Promise<void> {
    return this.users.update(userId, changes);
  }

  /** Inserts a user; pass the transaction when the insert goes with other writes. */
  async create(input: NewUser, transaction?: Transaction): Promise<User> {
    const { password, ...fields } = input;
    return this.users.insert({ ...fields, passwordHash: await this.passwords.hash(password) }, transaction);
  }

  /** Creates the first administrator when there is no user at all; false when there already is one. */
  async createFirstAdministrator(username: string, password: string): Promise<boolean> {
    return this.users.insertFirstAdministrator(username, await this.passwords.hash(password));
  }
}
