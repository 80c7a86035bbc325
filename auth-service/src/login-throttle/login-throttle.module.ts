import { Module } from '@nestjs/common';
import { LoginFailuresRepository } from './login-failures.repository';
import { LoginThrottleService } from './login-throttle.service';

@Module({
  providers: [LoginThrottleService, LoginFailuresRepository],
  exports: [LoginThrottleService],
})
export class LoginThrottleModule {}
