import { Body, Controller, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { Origin, Public, type RequestOrigin } from '@site/nest-server-kit';
import type { LoginResponse, TokenResponse } from '../tokens/token.response';
import { LoginDto } from './dto/login.dto';
import { MfaLoginDto } from './dto/mfa-login.dto';
import { LoginService } from './login.service';
import { UserAgent } from './user-agent.decorator';

@Controller('auth/login')
@Public()
export class LoginController {
  constructor(private readonly logins: LoginService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  login(@Body() credentials: LoginDto, @Origin() origin: RequestOrigin, @UserAgent() userAgent: string | null): Promise<LoginResponse> {
    return this.logins.withPassword(credentials, { ...origin, userAgent });
  }

  @Post('mfa')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  loginWithCode(@Body() input: MfaLoginDto, @Origin() origin: RequestOrigin, @UserAgent() userAgent: string | null): Promise<TokenResponse> {
    return this.logins.completeWithCode(input, { ...origin, userAgent });
  }
}
