import { usernameFromClaims } from './sso-username';

describe('a username from the identity provider', () => {
  it('is the part before the @ of preferred_username, else of the e-mail address', () => {
    expect(usernameFromClaims({ preferred_username: 'ada.lovelace@contoso.com', email: 'x@contoso.com', sub: 's' })).toBe('ada.lovelace');
    expect(usernameFromClaims({ email: 'grace@contoso.com', sub: 's' })).toBe('grace');
  });

  it('keeps only what usernames here may hold', () => {
    expect(usernameFromClaims({ preferred_username: 'Zoë Müller', sub: 's' })).toBe('Zo-M-ller');
    expect(usernameFromClaims({ sub: 'x' })).toBe('sso-x');
  });
});
