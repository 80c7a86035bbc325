import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AdminConfig } from './admin.config';
import { UsersService } from './users.service';

/**
 * Creates the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD when no user exists at all. Once
 * anyone exists it does nothing: a password changed in the app stays changed and no session is ended.
 */
@Injectable()
export class FirstAdministratorSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(FirstAdministratorSeeder.name);

  constructor(
    private readonly users: UsersService,
    private readonly config: ConfigService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const admin = this.config.getOrThrow<AdminConfig>('admin');
    if (!(await this.users.createFirstAdministrator(admin.username, admin.password))) return;
    this.logger.log(`First administrator "${admin.username}" created.`);
    if (admin.usesDevelopmentDefault) {
      this.logger.warn(
        `ADMIN_PASSWORD is not set: the administrator "${admin.username}" got the development default password. ` +
          'Change it (Profile) before this service is reachable by anyone else.',
      );
    }
  }
}
