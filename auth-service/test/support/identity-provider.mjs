// A real OpenID Connect provider (oidc-provider, ESM only, hence its own process) on loopback for the
// auth-service e2e specs: any login name signs in; its groups are given as JSON in IDP_GROUPS by login name.
import Provider from 'oidc-provider';

const { IDP_PORT, IDP_REDIRECT_URI, IDP_GROUPS } = process.env;
const groups = JSON.parse(IDP_GROUPS ?? '{}');
const provider = new Provider(`http://127.0.0.1:${IDP_PORT}`, {
  clients: [{ client_id: 'it-services-cms', client_secret: 'a client secret for the test provider only', redirect_uris: [IDP_REDIRECT_URI], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] }],
  claims: { openid: ['sub', 'groups'], email: ['email'], profile: ['name', 'preferred_username'] },
  conformIdTokenClaims: false,
  cookies: { keys: ['a cookie key for the test provider only'] },
  findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ sub: id, groups: groups[id] ?? [], email: `${id}@contoso.example`, name: id }) }),
});
provider.listen(Number(IDP_PORT), '127.0.0.1', () => process.stdout.write('listening\n'));
