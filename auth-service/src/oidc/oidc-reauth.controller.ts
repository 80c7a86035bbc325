import { Controller, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import type { ReauthStartView } from '@site/contracts';
import { Staff } from '@site/nest-server-kit';
import { serialize as cookie } from 'cookie';
import type { Response } from 'express';
import type { SignedInStaff } from '../staff-access/signed-in-staff';
import { OidcClientService } from './oidc-client.service';
import { BROWSER_COOKIE, COOKIE_PATH } from './oidc.controller';
import { OidcReauthService } from './oidc-reauth.service';

/**
 * A single sign-on user confirms who they are at the provider: a fetch with their session (so the trip is bound
 * to it) that answers where to go and leaves the browser's half of the trip in the same cookie sign-in uses.
 */
@Controller('auth/oidc')
export class OidcReauthController {
  constructor(
    private readonly reauth: OidcReauthService,
    private readonly oidc: OidcClientService,
  ) {}

  @Post('reauth')
  @HttpCode(HttpStatus.OK)
  async start(@Staff() staff: SignedInStaff, @Res({ passthrough: true }) response: Response): Promise<ReauthStartView> {
    const { url, browserSecret } = await this.reauth.start(staff);
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Set-Cookie', cookie(BROWSER_COOKIE, browserSecret, { httpOnly: true, sameSite: 'lax', secure: this.oidc.siteUrl.startsWith('https://'), path: COOKIE_PATH, maxAge: 600 }));
    return { url };
  }
}
