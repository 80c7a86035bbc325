import { Body, Controller, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { Origin } from '@site/nest-server-kit';
import type { RequestOrigin } from '../audit/audit-logger';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { TokenResponse } from './dto/token.response';

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  login(@Body() credentials: LoginDto, @Origin() origin: RequestOrigin): Promise<TokenResponse> {
    return this.auth.login(credentials, origin);
  }
}
