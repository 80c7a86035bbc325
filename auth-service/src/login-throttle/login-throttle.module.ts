import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoginFailure } from './login-failure.entity';
import { LoginThrottleService } from './login-throttle.service';

@Module({
  imports: [TypeOrmModule.forFeature([LoginFailure])],
  providers: [LoginThrottleService],
  exports: [LoginThrottleService],
})
export class LoginThrottleModule {}
