import { BadRequestException, Injectable } from '@nestjs/common';
import { REAUTH_VALID_SECONDS } from '@site/contracts';
import type { RequestOrigin } from '@site/nest-server-kit';
import { AuditLogger } from '../audit/audit-logger';
import { OidcIdentitiesRepository } from '../oidc/oidc-identities.repository';
import { SessionsService } from '../sessions/sessions.service';
import type { SignedInStaff } from '../staff-access/signed-in-staff';
import { PasswordConfirmationService } from './password-confirmation.service';

export const WRONG_CURRENT_PASSWORD = 'Current password is wrong';

/**
 * Who is asking for a change that takes over an account (new e-mail address, second factor, ending other
 * sessions): the current password, or, for a single sign-on user without one, a fresh sign-in at the identity
 * provider in this very session within REAUTH_VALID_SECONDS, used once.
 */
@Injectable()
export class IdentityConfirmationService {
  constructor(
    private readonly passwords: PasswordConfirmationService,
    private readonly identities: OidcIdentitiesRepository,
    private readonly sessions: SessionsService,
    private readonly audit: AuditLogger,
  ) {}

  async confirm({ user, sessionId }: SignedInStaff, currentPassword: string | undefined, missingMessage: string, origin: RequestOrigin): Promise<void> {
    if (currentPassword !== undefined) {
      await this.passwords.confirm(user, currentPassword, WRONG_CURRENT_PASSWORD, 'password.confirmation_failed', origin);
      return;
    }
    if ((await this.identities.findByUser(user.id)) && (await this.sessions.takeReauthentication(sessionId, user.id, REAUTH_VALID_SECONDS))) {
      await this.audit.record({ event: 'sso.reauthentication_used', userId: user.id, username: user.username, itemId: sessionId, ...origin });
      return;
    }
    throw new BadRequestException(missingMessage);
  }
}
