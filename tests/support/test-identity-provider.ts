import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from '../../infra/src/free-port';

/** An account at the test identity provider: its groups (the `groups` claim) and whether IT has disabled it. */
export interface ProviderAccount {
  groups: string[];
  disabled?: boolean;
}

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's accounts by login name; change them to move someone between groups or disable them. */
  accounts: Map<string, ProviderAccount>;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider, with its development login and consent pages) on loopback:
 * any login name signs in, and its claims are those of `accounts` (an unknown or disabled one has none, so
 * its refresh is refused). The site's redirect URI is registered once the stack's address is known.
 */
export async function reserveIdentityProvider(): Promise<{ issuer: string; start: (redirectUri: string) => Promise<TestIdentityProvider> }> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  return {
    issuer,
    start: async (redirectUri) => {
      const accounts = new Map<string, ProviderAccount>();
      const clientId = 'it-services-cms';
      const clientSecret = 'a client secret for the test provider only';
      const provider = new Provider(issuer, {
        clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] }],
        claims: { openid: ['sub', 'groups'], email: ['email'], profile: ['name', 'preferred_username'] },
        conformIdTokenClaims: false,
        cookies: { keys: ['a cookie key for the test provider only'] },
        issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
        findAccount: async (_ctx, id) => {
          const account = accounts.get(id);
          if (!account || account.disabled) return undefined;
          return {
            accountId: id,
            claims: async () => ({ sub: id, groups: account.groups, email: `${id}@contoso.example`, name: `${id[0].toUpperCase()}${id.slice(1)} Contoso`, preferred_username: `${id}@contoso.example` }),
          };
        },
      });
      const server: Server = provider.listen(port);
      await new Promise<void>((resolve) => server.once('listening', resolve));
      return {
        issuer,
        clientId,
        clientSecret,
        accounts,
        stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    },
  };
}
