import { Body, Controller, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { Origin, Public } from '@site/nest-server-kit';
import type { RequestOrigin } from '../audit/audit-logger';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { MfaLoginDto } from './dto/mfa-login.dto';
import { LoginResponse, TokenResponse } from './dto/token.response';
import { UserAgent } from './staff-access.decorators';

@Controller('auth/login')
@Public()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  login(@Body() credentials: LoginDto, @Origin() origin: RequestOrigin, @UserAgent() userAgent: string | null): Promise<LoginResponse> {
    return this.auth.login(credentials, { ...origin, userAgent });
  }

  @Post('mfa')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  loginWithCode(@Body() input: MfaLoginDto, @Origin() origin: RequestOrigin, @UserAgent() userAgent: string | null): Promise<TokenResponse> {
    return this.auth.completeWithCode(input, { ...origin, userAgent });
  }
}
