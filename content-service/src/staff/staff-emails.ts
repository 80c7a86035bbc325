import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { type StaffAuthConfig, StaffEmailLookup } from '@site/nest-server-kit';
import { StaffEmailsRepository } from './staff-emails.repository';

/**
 * Staff members' e-mail addresses, for the e-mails this service sends them (a reviewer's decision to the
 * item's author): learnt from auth-service with their own session token while they use the staff area.
 */
@Injectable()
export class StaffEmails {
  private readonly lookup: StaffEmailLookup;

  constructor(
    private readonly repository: StaffEmailsRepository,
    config: ConfigService,
  ) {
    const { accountUrl } = config.getOrThrow<StaffAuthConfig>('auth');
    this.lookup = new StaffEmailLookup(accountUrl, (userId, email) => repository.set(userId, email), new Logger(StaffEmails.name));
  }

  /** A staff member used the service with this token: their address is looked up in the background (at most every 5 minutes). */
  noteSession(userId: string, token: string | undefined): void {
    this.lookup.noteSession(userId, token);
  }

  emailOf(userId: string): Promise<string | null> {
    return this.repository.emailOf(userId);
  }
}
