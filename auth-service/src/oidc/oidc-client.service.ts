import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { type Client, Issuer } from 'openid-client';
import type { MailConfig } from '../mail/mail.config';
import type { OidcConfig, OidcSettings } from './oidc.config';

/**
 * The identity provider as openid-client knows it (its discovery document, our client), made on first use:
 * a provider that is down at start must not keep the service (and password sign-in) from starting.
 */
@Injectable()
export class OidcClientService {
  private client: Promise<Client> | undefined;

  constructor(private readonly config: ConfigService) {}

  get settings(): OidcSettings | null {
    return this.config.getOrThrow<OidcConfig>('oidc').settings;
  }

  /** Where the provider sends the browser back: on this site, through nginx. */
  get redirectUri(): string {
    return `${this.config.getOrThrow<MailConfig>('mail').siteUrl}/api/auth/oidc/callback`;
  }

  get siteUrl(): string {
    return this.config.getOrThrow<MailConfig>('mail').siteUrl;
  }

  async get(settings: OidcSettings): Promise<Client> {
    this.client ??= Issuer.discover(settings.issuer).then(
      (issuer) =>
        new issuer.Client({
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          redirect_uris: [this.redirectUri],
          response_types: ['code'],
        }),
    );
    // A failed discovery is tried again next time.
    return this.client.catch((error: unknown) => {
      this.client = undefined;
      throw error;
    });
  }
}
