import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AuditLogger } from '../audit/audit-logger';
import { LoginThrottleService } from '../login-throttle/login-throttle.service';
import { TooManyLoginFailuresException } from '../login-throttle/too-many-login-failures.exception';
import { MfaChallengesRepository } from '../mfa/mfa-challenges.repository';
import { MfaService } from '../mfa/mfa.service';
import type { OidcConfig } from '../oidc/oidc.config';
import type { AdminConfig } from '../users/admin.config';
import { SessionTokensService, SignInOrigin } from '../tokens/session-tokens.service';
import type { LoginResponse, TokenResponse } from '../tokens/token.response';
import { UsersService } from '../users/users.service';
import { LoginDto } from './dto/login.dto';
import { MfaLoginDto } from './dto/mfa-login.dto';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const SUSPENDED_MESSAGE = 'Your account is suspended. Ask an administrator.';
export const INVALID_CODE_MESSAGE = 'Invalid or already used code';
export const PASSWORD_SIGN_IN_OFF_MESSAGE = 'This site signs staff in through your organisation: use the single sign-on button.';
export const MFA_LOGIN_EXPIRED_MESSAGE = 'Your sign-in took too long. Please enter your password again.';
export const TOO_MANY_CODES_MESSAGE = 'Too many wrong codes. Please enter your password again.';
/** Wrong codes one challenge (one mfaToken) takes before it is void. */
export const WRONG_CODES_PER_CHALLENGE = 5;

/** The two steps of a login: the password, then (for users with two-step sign-in) a code. */
@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersService,
    private readonly throttle: LoginThrottleService,
    private readonly challenges: MfaChallengesRepository,
    private readonly mfa: MfaService,
    private readonly signIn: SessionTokensService,
    private readonly audit: AuditLogger,
    private readonly config: ConfigService,
  ) {}

  async withPassword({ username, password }: LoginDto, origin: SignInOrigin): Promise<LoginResponse> {
    const where = { clientAddress: origin.clientAddress, requestId: origin.requestId };
    if (this.config.getOrThrow<OidcConfig>('oidc').settings?.required && !this.isBreakGlass(username)) {
      await this.audit.record({ event: 'login.failed', userId: null, username, reason: 'password sign-in is off (OIDC_REQUIRED)', ...where });
      throw new ForbiddenException(PASSWORD_SIGN_IN_OFF_MESSAGE);
    }
    const admitted = await this.throttle.admit({ ip: origin.clientAddress, username }).catch(async (error: unknown) => {
      if (error instanceof TooManyLoginFailuresException) await this.audit.record({ event: 'login.throttled', userId: null, username, ...where });
      throw error;
    });
    const user = await this.users.findByCredentials(username, password);
    if (!user || user.status === 'removed') {
      await this.audit.record({ event: 'login.failed', userId: user?.id ?? null, username, ...where });
      throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
    }
    await this.throttle.succeeded(admitted);
    if (user.status === 'suspended') {
      await this.audit.record({ event: 'login.failed', userId: user.id, username: user.username, reason: 'suspended', ...where });
      throw new ForbiddenException(SUSPENDED_MESSAGE);
    }
    if (user.mfaEnabled) {
      return { mfaRequired: true, mfaToken: await this.challenges.create(user.id) };
    }
    return this.signIn.signIn(user, origin);
  }

  /** With OIDC_REQUIRED, the one password sign-in left: ADMIN_USERNAME, who must use TOTP (SessionTokensService). */
  private isBreakGlass(username: string): boolean {
    return username.trim().toLowerCase() === this.config.getOrThrow<AdminConfig>('admin').username.toLowerCase();
  }

  async completeWithCode({ mfaToken, code }: MfaLoginDto, origin: SignInOrigin): Promise<TokenResponse> {
    const where = { clientAddress: origin.clientAddress, requestId: origin.requestId };
    const challenge = await this.challenges.findOpen(mfaToken);
    const user = challenge ? await this.users.findById(challenge.userId) : null;
    if (!challenge || !user || !user.mfaEnabled || user.status !== 'active') throw new UnauthorizedException(MFA_LOGIN_EXPIRED_MESSAGE);
    const actor = { userId: user.id, username: user.username, ...where };
    const attempt = { ip: origin.clientAddress, username: user.username, factor: 'code' as const, accountId: user.id };
    const admitted = await this.throttle.admit(attempt).catch(async (error: unknown) => {
      if (error instanceof TooManyLoginFailuresException) await this.audit.record({ event: 'login.throttled', reason: 'code', ...actor });
      throw error;
    });
    const used = await this.mfa.useLoginCode(user, code);
    if (!used || !(await this.challenges.markUsed(challenge.id))) {
      await this.audit.record({ event: 'login.mfa_failed', ...actor });
      await this.challenges.recordWrongCode(challenge.id, WRONG_CODES_PER_CHALLENGE);
      if (await this.throttle.accountCodesUsedUp(admitted)) {
        // Guesses from many addresses: whatever they share, every open challenge of the account ends here.
        await this.challenges.voidOpenOf(user.id);
        await this.audit.record({ event: 'login.mfa_locked', reason: 'too many wrong codes for the account', ...actor });
        throw new UnauthorizedException(TOO_MANY_CODES_MESSAGE);
      }
      throw new UnauthorizedException(INVALID_CODE_MESSAGE);
    }
    await this.throttle.succeeded(admitted);
    await this.audit.record({ event: 'login.mfa_succeeded', reason: used, ...actor });
    if (used === 'recovery code') await this.audit.record({ event: 'mfa.recovery_code_used', ...actor });
    return this.signIn.signIn(user, origin);
  }
}
