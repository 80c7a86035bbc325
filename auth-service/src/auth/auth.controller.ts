import { Body, Controller, Header, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { TokenResponse } from './dto/token.response';

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** The client IP comes from express's req.ip, which honours TRUST_PROXY for X-Forwarded-For. */
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  login(@Body() credentials: LoginDto, @Ip() clientIp: string | undefined): Promise<TokenResponse> {
    return this.auth.login(credentials, clientIp ?? 'unknown');
  }
}
