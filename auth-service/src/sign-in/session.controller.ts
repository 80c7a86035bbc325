import { Controller, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { Origin, Public, type RequestOrigin } from '@site/nest-server-kit';
import type { TokenResponse } from '../tokens/token.response';
import { BearerToken } from './bearer-token.decorator';
import { SessionRenewalService } from './session-renewal.service';

/**
 * Renewal and logout take the session's token as a bearer and read it themselves, so they are public to the
 * guard (logout takes one that just expired).
 */
@Controller('auth')
@Public()
export class SessionController {
  constructor(private readonly renewal: SessionRenewalService) {}

  @Post('renew')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  renew(@BearerToken() token: string | null, @Origin() origin: RequestOrigin): Promise<TokenResponse> {
    return this.renewal.renew(token, origin);
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  logout(@BearerToken() token: string | null, @Origin() origin: RequestOrigin): Promise<void> {
    return this.renewal.logout(token, origin);
  }
}
