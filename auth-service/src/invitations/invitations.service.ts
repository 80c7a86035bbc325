import { BadRequestException, ConflictException, ForbiddenException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type {
  CreatedInvitationView as CreatedInvitation,
  InvitationPreviewView as InvitationPreview,
  PendingInvitationView as PendingInvitation,
} from '@site/contracts';
import type { RequestOrigin } from '@site/nest-server-kit';
import { AuditLogger } from '../audit/audit-logger';
import { hashSecretToken, newSecretToken } from '../common/secret-token';
import { violatedUniqueConstraint } from '../common/unique-violation';
import type { MailConfig } from '../mail/mail.config';
import type { OidcConfig } from '../oidc/oidc.config';
import { MailOutboxService } from '../mail/mail-outbox.service';
import { passwordProblem } from '../passwords/password-strength';
import { SessionTokensService, SignInOrigin } from '../tokens/session-tokens.service';
import type { TokenResponse } from '../tokens/token.response';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { AcceptInvitationDto, CreateInvitationDto } from './dto/invitation.dto';
import type { Invitation } from './invitation.entity';
import { invitationEmail } from './invitation-email';
import { InvitationsRepository } from './invitations.repository';

/** What the invitations API answers: @site/contracts' views, which web reads too. */
export type { CreatedInvitation, InvitationPreview, PendingInvitation };

const VALID_DAYS = 7;
export const INVITATION_GONE_MESSAGE = 'This invitation has expired or was already used. Ask an administrator for a new one.';
export const USERNAME_TAKEN_MESSAGE = 'This username is taken. Choose another.';
export const EMAIL_EXISTS_MESSAGE = 'A user with this e-mail address already exists';
export const INVITATIONS_OFF_MESSAGE = 'This site signs staff in through your organisation: use the single sign-on button on the login page.';
export const INVITATION_UNKNOWN_MESSAGE = 'This invitation link is not valid. Check that you copied all of it.';

@Injectable()
export class InvitationsService {
  constructor(
    private readonly invitations: InvitationsRepository,
    private readonly users: UsersService,
    private readonly signIn: SessionTokensService,
    private readonly outbox: MailOutboxService,
    private readonly audit: AuditLogger,
    private readonly config: ConfigService,
  ) {}

  async create({ email, role, displayName }: CreateInvitationDto, by: User, origin: RequestOrigin): Promise<CreatedInvitation> {
    if (await this.users.emailTaken(email)) throw new ConflictException(EMAIL_EXISTS_MESSAGE);
    // A new invitation to the same address replaces any still open.
    await this.invitations.revokeOpenTo(email);
    const { token, hash } = newSecretToken();
    const invitation = await this.invitations.insert({
      tokenHash: hash,
      email,
      role,
      displayName: displayName ?? null,
      invitedBy: by.id,
      expiresAt: new Date(Date.now() + VALID_DAYS * 24 * 60 * 60 * 1000),
    });
    const url = `${this.siteUrl()}/invitation#${token}`;
    const emailed = await this.outbox.enqueue(invitationEmail({ to: email, role, url, invitedBy: by.displayName, siteUrl: this.siteUrl(), expiresAt: invitation.expiresAt }));
    await this.audit.record({ event: 'user.invited', userId: by.id, username: by.username, itemId: invitation.id, title: email, reason: `role ${role}`, ...origin });
    return { id: invitation.id, url, expiresAt: invitation.expiresAt.toISOString(), emailed };
  }

  async listPending(): Promise<PendingInvitation[]> {
    const pending = await this.invitations.listPending();
    const inviters = new Map<string, User>();
    for (const id of new Set(pending.flatMap((invitation) => (invitation.invitedBy ? [invitation.invitedBy] : [])))) {
      const inviter = await this.users.findById(id);
      if (inviter) inviters.set(id, inviter);
    }
    return pending.map((invitation) => {
      const inviter = invitation.invitedBy ? inviters.get(invitation.invitedBy) : undefined;
      return {
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        displayName: invitation.displayName,
        expiresAt: invitation.expiresAt.toISOString(),
        invitedBy: inviter ? { id: inviter.id, displayName: inviter.displayName } : null,
      };
    });
  }

  async revoke(id: string, by: User, origin: RequestOrigin): Promise<void> {
    const invitation = await this.invitations.findUnanswered(id);
    if (!invitation) throw new NotFoundException('Invitation not found');
    await this.invitations.revoke(id);
    await this.audit.record({ event: 'invitation.revoked', userId: by.id, username: by.username, itemId: id, title: invitation.email, ...origin });
  }

  /**
   * An administrator who is demoted, suspended or removed no longer vouches for anyone: the invitations they
   * made and nobody has accepted stop working (issue 33).
   */
  async revokeOpenBy(inviter: { id: string; username: string }, reason: string, origin: RequestOrigin): Promise<void> {
    for (const invitation of await this.invitations.revokeOpenBy(inviter.id)) {
      await this.audit.record({ event: 'invitation.revoked', userId: inviter.id, username: inviter.username, itemId: invitation.id, title: invitation.email, reason, ...origin });
    }
  }

  async preview(token: string): Promise<InvitationPreview> {
    const invitation = await this.open(token);
    return { email: invitation.email, role: invitation.role, displayName: invitation.displayName, expiresAt: invitation.expiresAt.toISOString() };
  }

  /** Creates the user the invitation describes, with the chosen username and password, and signs them in. */
  async accept({ token, username, password }: AcceptInvitationDto, origin: SignInOrigin): Promise<TokenResponse> {
    // With OIDC_REQUIRED a password account would be one nobody can sign in to: people come through the provider.
    if (this.config.getOrThrow<OidcConfig>('oidc').settings?.required) throw new ForbiddenException(INVITATIONS_OFF_MESSAGE);
    const invitation = await this.open(token);
    const problem = passwordProblem(password, [username, invitation.email, invitation.displayName]);
    if (problem) throw new BadRequestException(problem);
    if (await this.users.usernameTaken(username)) throw new ConflictException(USERNAME_TAKEN_MESSAGE);
    if (await this.users.emailTaken(invitation.email)) throw new ConflictException(EMAIL_EXISTS_MESSAGE);
    const user = await this.createAcceptedUser(invitation, username, password).catch((error: unknown) => {
      // Someone took the username or address between the checks above and the insert.
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'users_username_key') throw new ConflictException(USERNAME_TAKEN_MESSAGE);
      if (constraint === 'users_email_lower_key') throw new ConflictException(EMAIL_EXISTS_MESSAGE);
      throw error;
    });
    const actor = { userId: user.id, username: user.username, clientAddress: origin.clientAddress, requestId: origin.requestId };
    await this.audit.record({ event: 'invitation.accepted', itemId: invitation.id, reason: `role ${user.role}`, ...actor });
    return this.signIn.signIn(user, origin);
  }

  /** Marks the invitation accepted (once: 410 if it no longer can be) and creates its user, in one transaction. */
  private async createAcceptedUser(invitation: Invitation, username: string, password: string): Promise<User> {
    const created = await this.invitations.accept(invitation.id, (transaction) =>
      this.users.create({ username, password, email: invitation.email, displayName: invitation.displayName ?? username, role: invitation.role }, transaction),
    );
    if (!created) throw new GoneException(INVITATION_GONE_MESSAGE);
    return created;
  }

  /** The invitation while it can be accepted; 404 for a token that names none, 410 when it is used, revoked or expired. */
  private async open(token: string): Promise<Invitation> {
    const invitation = await this.invitations.findByTokenHash(hashSecretToken(token));
    if (!invitation) throw new NotFoundException(INVITATION_UNKNOWN_MESSAGE);
    if (invitation.acceptedAt || invitation.revokedAt || invitation.expiresAt.getTime() <= Date.now()) {
      throw new GoneException(INVITATION_GONE_MESSAGE);
    }
    return invitation;
  }

  private siteUrl(): string {
    return this.config.getOrThrow<MailConfig>('mail').siteUrl;
  }
}
