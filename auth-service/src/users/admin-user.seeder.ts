import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { SessionsService } from '../sessions/sessions.service';
import { AdminConfig } from './admin.config';
import { UsersService } from './users.service';

/**
 * Creates the staff user from ADMIN_USERNAME / ADMIN_PASSWORD, or brings its password up to date, at start.
 * When the password actually changed, every session of that user ends.
 */
@Injectable()
export class AdminUserSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminUserSeeder.name);

  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly config: ConfigService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const admin = this.config.getOrThrow<AdminConfig>('admin');
    if (admin.usesDevelopmentDefault) {
      this.logger.warn(
        `ADMIN_PASSWORD is not set: the staff user "${admin.username}" gets the development default password. ` +
          'Set ADMIN_PASSWORD before this service is reachable by anyone else.',
      );
    }
    const result = await this.users.ensurePassword(admin.username, admin.password);
    if (result === 'updated') {
      // A new ADMIN_PASSWORD is a password change: whoever held the old one is signed out everywhere.
      await this.sessions.revokeAllOf(admin.username);
    }
    if (result !== 'unchanged') {
      this.logger.log(`Staff user "${admin.username}" ${result}.`);
    }
  }
}
