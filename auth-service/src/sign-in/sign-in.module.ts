import { Module } from '@nestjs/common';
import { LoginThrottleModule } from '../login-throttle/login-throttle.module';
import { MfaModule } from '../mfa/mfa.module';
import { OidcModule } from '../oidc/oidc.module';
import { SessionsModule } from '../sessions/sessions.module';
import { TokensModule } from '../tokens/tokens.module';
import { UsersModule } from '../users/users.module';
import { LoginController } from './login.controller';
import { LoginService } from './login.service';
import { SessionController } from './session.controller';
import { SessionRenewalService } from './session-renewal.service';

/** Logging in (password, then a code for users with two-step sign-in), renewing the session, logging out. */
@Module({
  imports: [TokensModule, MfaModule, UsersModule, SessionsModule, LoginThrottleModule, OidcModule],
  controllers: [LoginController, SessionController],
  providers: [LoginService, SessionRenewalService],
})
export class SignInModule {}
