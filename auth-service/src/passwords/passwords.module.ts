import { Module } from '@nestjs/common';
import { LoginThrottleModule } from '../login-throttle/login-throttle.module';
import { UsersModule } from '../users/users.module';
import { PasswordConfirmationService } from './password-confirmation.service';

@Module({
  imports: [UsersModule, LoginThrottleModule],
  providers: [PasswordConfirmationService],
  exports: [PasswordConfirmationService],
})
export class PasswordsModule {}
