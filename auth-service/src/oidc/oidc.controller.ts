import { Controller, Get, Header, Query, Req, Res } from '@nestjs/common';
import { REAUTH_FRAGMENT, REAUTH_RETURN_PATH, SSO_ERROR_FRAGMENT, SSO_TOKEN_FRAGMENT, type SingleSignOnView } from '@site/contracts';
import { Origin, Public, type RequestOrigin } from '@site/nest-server-kit';
import { parse as parseCookies, serialize as cookie } from 'cookie';
import type { Request, Response } from 'express';
import { UserAgent } from '../sign-in/user-agent.decorator';
import { OidcClientService } from './oidc-client.service';
import { OidcSignInService } from './oidc-sign-in.service';

/** The browser's half of a sign-in through the provider; only this path sees it. */
export const BROWSER_COOKIE = 'sso_login';
export const COOKIE_PATH = '/api/auth/oidc';

/** Sign in with Microsoft: the button's label, the way out to the provider and the way back. */
@Controller('auth/oidc')
@Public()
export class OidcController {
  constructor(
    private readonly sso: OidcSignInService,
    private readonly oidc: OidcClientService,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  view(): SingleSignOnView {
    return this.sso.view();
  }

  @Get('start')
  @Header('Cache-Control', 'no-store')
  async start(@Res() response: Response): Promise<void> {
    const { url, browserSecret } = await this.sso.start();
    response.setHeader('Set-Cookie', cookie(BROWSER_COOKIE, browserSecret, { httpOnly: true, sameSite: 'lax', secure: this.secure(), path: COOKIE_PATH, maxAge: 600 }));
    response.redirect(302, url);
  }

  /** Back on /login with the session token in the fragment (never a query: it reaches no log), or the reason why not. */
  @Get('callback')
  @Header('Cache-Control', 'no-store')
  async callback(
    @Query() query: Record<string, string>,
    @Req() request: Request,
    @Res() response: Response,
    @Origin() origin: RequestOrigin,
    @UserAgent() userAgent: string | null,
  ): Promise<void> {
    const outcome = await this.sso.callback(query, parseCookies(request.headers.cookie ?? '')[BROWSER_COOKIE], { ...origin, userAgent });
    response.setHeader('Set-Cookie', cookie(BROWSER_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: this.secure(), path: COOKIE_PATH, maxAge: 0 }));
    if ('reauthenticated' in outcome) {
      response.redirect(302, `${this.oidc.siteUrl}${REAUTH_RETURN_PATH}#${REAUTH_FRAGMENT}=${outcome.reauthenticated ? 'ok' : 'failed'}`);
      return;
    }
    const fragment = 'token' in outcome ? `${SSO_TOKEN_FRAGMENT}=${outcome.token}` : `${SSO_ERROR_FRAGMENT}=${outcome.error}`;
    response.redirect(302, `${this.oidc.siteUrl}/login#${fragment}`);
  }

  private secure(): boolean {
    return this.oidc.siteUrl.startsWith('https://');
  }
}
