import { Module } from '@nestjs/common';
import { LoginThrottleModule } from '../login-throttle/login-throttle.module';
import { MfaModule } from '../mfa/mfa.module';
import { SecuritySettingsModule } from '../security-settings/security-settings.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { MeController } from './me.controller';
import { MeService } from './me.service';
import { PasswordChangeService } from './password-change.service';
import { SessionController } from './session.controller';
import { SessionRenewalService } from './session-renewal.service';
import { SignInModule } from './sign-in.module';

@Module({
  imports: [SignInModule, MfaModule, UsersModule, SessionsModule, SecuritySettingsModule, LoginThrottleModule],
  controllers: [AuthController, SessionController, MeController],
  providers: [AuthService, SessionRenewalService, PasswordChangeService, MeService],
})
export class AuthModule {}
