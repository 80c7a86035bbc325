import { PemKeyPair, RsaPublicJwk, rsaPublicJwk } from './rsa-keys';

export interface SigningJwk extends RsaPublicJwk {
  kid: string;
  alg: 'RS256';
  use: 'sig';
}

/** The key this instance signs tokens with; resolved once at start (see KeysModule). */
export class ActiveSigningKey implements PemKeyPair {
  readonly publicJwk: SigningJwk;

  constructor(
    readonly kid: string,
    readonly privateKeyPem: string,
    readonly publicKeyPem: string,
  ) {
    this.publicJwk = { ...rsaPublicJwk(publicKeyPem), kid, alg: 'RS256', use: 'sig' };
  }
}
