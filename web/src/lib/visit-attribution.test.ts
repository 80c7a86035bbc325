import { beforeEach, describe, expect, it } from 'vitest';
import { attributionOf, rememberVisitAttribution, visitAttribution } from './visit-attribution';

const site = { host: 'www.example.com.au' };

describe('attributionOf', () => {
  it('keeps the landing path, the utm values and the referring host', () => {
    expect(
      attributionOf({ ...site, pathname: '/', search: '?utm_source=linkedin&utm_medium=social&utm_campaign=spring&utm_term=e8&utm_content=carousel&fbclid=x' }, 'https://www.linkedin.com/feed/'),
    ).toEqual({
      landingPage: '/',
      referrerHost: 'www.linkedin.com',
      utm: { source: 'linkedin', medium: 'social', campaign: 'spring', term: 'e8', content: 'carousel' },
    });
  });

  it('leaves out a referrer on the site itself, and utm values that are absent or blank', () => {
    expect(attributionOf({ ...site, pathname: '/about-us', search: '?utm_source=' }, 'https://www.example.com.au/')).toEqual({ landingPage: '/about-us' });
  });

  it('cuts each text to 500 characters', () => {
    const long = attributionOf({ ...site, pathname: '/', search: `?utm_campaign=${'c'.repeat(600)}` }, '');
    expect(long.utm?.campaign).toHaveLength(500);
  });
});

describe('the visit', () => {
  beforeEach(() => sessionStorage.clear());

  it('remembers the first page of the visit, not later ones', () => {
    window.history.replaceState(null, '', '/?utm_source=linkedin&utm_campaign=spring');
    rememberVisitAttribution();
    window.history.replaceState(null, '', '/contact-us');
    rememberVisitAttribution();
    expect(visitAttribution()).toMatchObject({ landingPage: '/', utm: { source: 'linkedin', campaign: 'spring' } });
  });
});
