import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

/** Signs staff tokens; algorithm, key, kid, issuer, audience and lifetime are set once in AuthModule. */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  issueFor(username: string): Promise<string> {
    return this.jwt.signAsync({ sub: username });
  }
}
