import { BadRequestException, ConflictException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { RecoveryCodesView as RecoveryCodesResponse, TotpEnrolmentView as TotpEnrolment } from '@site/contracts';
import type { RequestOrigin } from '@site/nest-server-kit';
import { toString as qrCodeSvgOf } from 'qrcode';
import { AuditLogger } from '../audit/audit-logger';
import { IdentityConfirmationService } from '../passwords/identity-confirmation.service';
import { PasswordConfirmationService } from '../passwords/password-confirmation.service';
import type { SignedInStaff } from '../staff-access/signed-in-staff';
import type { KeysConfig } from '../keys/keys.config';
import { AccountNoticesService } from '../mail/account-notices.service';
import type { MailConfig } from '../mail/mail.config';
import { SecuritySettingsService } from '../security-settings/security-settings.service';
import { SessionTokensService } from '../tokens/session-tokens.service';
import { MFA_SETUP_SCOPE } from '../tokens/token.service';
import { SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes';
import { RecoveryCodesRepository } from './recovery-codes.repository';
import { newTotpSecret, totpTimeStep, totpUrl } from './totp';
import { openTotpSeed, sealTotpSeed } from './totp-seeds';

export const NO_KEY_FOR_SEEDS_MESSAGE =
  'Two-step sign-in cannot be set up on this server: its seeds are kept encrypted, and JWT_KEY_ENCRYPTION_KEY is not set. Tell the operator.';

export const WRONG_CODE_MESSAGE = 'That code is not right. Codes change every 30 seconds, and each works once.';
export const WRONG_PASSWORD_MESSAGE = 'Password is wrong';
export const PASSWORD_FOR_ENROLMENT_MESSAGE = 'Enter your current password to set up two-step sign-in';

/** What enrolling and new recovery codes answer: @site/contracts' views, which web reads too. */
export type { RecoveryCodesResponse, TotpEnrolment };

export type SecondFactorUsed = 'totp' | 'recovery code';

/** Two-step sign-in with an authenticator app (RFC 6238), and the recovery codes that stand in for it. */
@Injectable()
export class MfaService {
  constructor(
    private readonly users: UsersRepository,
    private readonly recoveryCodes: RecoveryCodesRepository,
    private readonly sessions: SessionsService,
    private readonly signIn: SessionTokensService,
    private readonly settings: SecuritySettingsService,
    private readonly confirmation: PasswordConfirmationService,
    private readonly identity: IdentityConfirmationService,
    private readonly notices: AccountNoticesService,
    private readonly audit: AuditLogger,
    private readonly config: ConfigService,
  ) {}

  /**
   * A new secret to scan; two-step sign-in is on only once a code from it is confirmed. Needs the password,
   * except with the token of a password sign-in that the policy sent to set it up (it lives 10 minutes, see
   * MFA_SETUP_TOKEN_SECONDS).
   */
  async enrol(staff: SignedInStaff, currentPassword: string | undefined, origin: RequestOrigin): Promise<TotpEnrolment> {
    const { user, claims } = staff;
    if (user.mfaEnabled) throw new ConflictException('Two-step sign-in is already on. Turn it off first to set it up again.');
    if (claims.scope !== MFA_SETUP_SCOPE) await this.identity.confirm(staff, currentPassword, PASSWORD_FOR_ENROLMENT_MESSAGE, origin);
    const keyEncryptionKey = this.keyEncryptionKey();
    if (!keyEncryptionKey) throw new ServiceUnavailableException(NO_KEY_FOR_SEEDS_MESSAGE);
    const secret = newTotpSecret();
    await this.users.setPendingTotpSecret(user.id, sealTotpSeed(secret, keyEncryptionKey, user.id));
    const otpauthUrl = totpUrl(secret, new URL(this.config.getOrThrow<MailConfig>('mail').siteUrl).hostname, user.username);
    return { secret, otpauthUrl, qrCodeSvg: await qrCodeSvgOf(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
  }

  async confirm({ user, sessionId, claims }: SignedInStaff, code: string, origin: RequestOrigin): Promise<RecoveryCodesResponse> {
    if (user.mfaEnabled) throw new ConflictException('Two-step sign-in is already on.');
    if (!user.totpSecret) throw new ConflictException('Start setting up two-step sign-in first.');
    const step = totpTimeStep(this.seedOf(user, user.totpSecret), code.trim());
    if (step === null || !(await this.users.claimTotpStep(user.id, step))) throw new BadRequestException(WRONG_CODE_MESSAGE);
    await this.users.enableSecondFactor(user.id);
    const recoveryCodes = await this.issueRecoveryCodes(user.id);
    await this.audit.record({ event: 'mfa.enabled', userId: user.id, username: user.username, ...origin });
    await this.notices.tell(user, { kind: 'second-factor-on' }, origin.clientAddress);
    if (!claims.scope) return { recoveryCodes };
    const session = await this.sessions.findActive(sessionId);
    const enabled = await this.users.findById(user.id);
    return session && enabled ? { recoveryCodes, token: (await this.signIn.tokenFor(enabled, session)).token } : { recoveryCodes };
  }

  async disable(user: User, password: string, origin: RequestOrigin): Promise<void> {
    if (!user.mfaEnabled) throw new ConflictException('Two-step sign-in is not on.');
    if (await this.settings.requiresMfa(user.role)) {
      throw new ConflictException('Two-step sign-in is required for your role, so it cannot be turned off.');
    }
    await this.confirmation.confirm(user, password, WRONG_PASSWORD_MESSAGE, 'password.confirmation_failed', origin);
    await this.turnOff(user.id);
    await this.audit.record({ event: 'mfa.disabled', userId: user.id, username: user.username, ...origin });
    await this.notices.tell(user, { kind: 'second-factor-off' }, origin.clientAddress);
  }

  async regenerateRecoveryCodes(user: User, password: string, origin: RequestOrigin): Promise<RecoveryCodesResponse> {
    if (!user.mfaEnabled) throw new ConflictException('Turn on two-step sign-in first.');
    await this.confirmation.confirm(user, password, WRONG_PASSWORD_MESSAGE, 'password.confirmation_failed', origin);
    const recoveryCodes = await this.issueRecoveryCodes(user.id);
    await this.audit.record({ event: 'recovery_codes.regenerated', userId: user.id, username: user.username, ...origin });
    await this.notices.tell(user, { kind: 'recovery-codes-replaced' }, origin.clientAddress);
    return { recoveryCodes };
  }

  /** Which kind of code `code` was when it is right and unused (and uses it up), else null. */
  async useLoginCode(user: User, code: string): Promise<SecondFactorUsed | null> {
    const trimmed = code.trim();
    if (/^\d{6}$/.test(trimmed)) {
      const step = user.totpSecret ? totpTimeStep(this.seedOf(user, user.totpSecret), trimmed) : null;
      return step !== null && (await this.users.claimTotpStep(user.id, step)) ? 'totp' : null;
    }
    const recoveryCode = normaliseRecoveryCode(trimmed);
    return recoveryCode && (await this.recoveryCodes.use(user.id, recoveryCode)) ? 'recovery code' : null;
  }

  unusedRecoveryCodes(userId: string): Promise<number> {
    return this.recoveryCodes.countUnused(userId);
  }

  /**
   * Turns two-step sign-in off and deletes the recovery codes (the user may enrol again). Codes left behind
   * by a crash in between are harmless: they are only asked for while two-step sign-in is on, and enrolling
   * replaces them.
   */
  async turnOff(userId: string): Promise<void> {
    await this.users.clearSecondFactor(userId);
    await this.recoveryCodes.deleteAllOf(userId);
  }

  private keyEncryptionKey(): Buffer | null {
    return this.config.getOrThrow<KeysConfig>('keys').keyEncryptionKey;
  }

  private seedOf(user: User, stored: string): string {
    return openTotpSeed(stored, this.keyEncryptionKey(), user.id);
  }

  private async issueRecoveryCodes(userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.recoveryCodes.replace(userId, codes.map((code) => normaliseRecoveryCode(code) as string));
    return codes;
  }
}
