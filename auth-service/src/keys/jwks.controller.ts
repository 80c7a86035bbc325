import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '@site/nest-server-kit';
import { ActiveSigningKey, SigningJwk } from './active-signing-key';

@Controller('auth')
@Public()
export class JwksController {
  constructor(private readonly activeKey: ActiveSigningKey) {}

  @Get('.well-known/jwks.json')
  @Header('Cache-Control', 'public, max-age=300')
  jwks(): { keys: SigningJwk[] } {
    return { keys: [this.activeKey.publicJwk] };
  }
}
