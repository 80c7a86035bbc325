import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '@site/nest-server-kit';
import { SessionsService } from './sessions.service';

/**
 * The session ids content-service must refuse (it polls this; its database role cannot read the auth
 * schema). Only ended sessions are listed, so the list gives nobody a way in.
 */
@Controller('auth/sessions')
@Public()
export class RevokedSessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get('revoked')
  @Header('Cache-Control', 'no-store')
  async revoked(): Promise<{ revoked: string[] }> {
    return { revoked: await this.sessions.revokedIds() };
  }
}
