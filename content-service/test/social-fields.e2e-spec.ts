import { generateSigningKey } from '@site/nest-server-kit/testing';
import { useContentApp } from './support/content-app-suite';
import { contentInput } from './support/content-input';

/** Issue 35: each item's social title, description and image (how a shared link looks). */
const key = generateSigningKey('social-key');
const suite = useContentApp(key);

const create = (overrides: Record<string, unknown>) => suite.api().post('/api/cms/content').set(suite.auth).send(contentInput(overrides));

describe('social fields', () => {
  it('stores the social title, description and image, trimmed, and answers them to staff and the public', async () => {
    const created = await create({
      slug: 'windows-11', socialTitle: '  Windows 11 in one weekend ', socialDescription: 'Our checklist for a 40-seat office.',
      socialImageUrl: 'https://www.example.com.au/images/insights/windows-11-card.png',
    }).expect(201);
    const stored = { socialTitle: 'Windows 11 in one weekend', socialDescription: 'Our checklist for a 40-seat office.', socialImageUrl: 'https://www.example.com.au/images/insights/windows-11-card.png' };
    expect(created.body).toMatchObject(stored);
    expect((await suite.api().get(`/api/cms/content/${created.body.id}`).set(suite.auth).expect(200)).body).toMatchObject(stored);
    expect((await suite.api().get('/api/content/windows-11').expect(200)).body).toMatchObject(stored);

    const edited = await suite.api().put(`/api/cms/content/${created.body.id}`).set(suite.auth)
      .send(contentInput({ slug: 'windows-11', socialTitle: 'Windows 11, planned', socialDescription: '', socialImageUrl: '' })).expect(200);
    expect(edited.body).toMatchObject({ socialTitle: 'Windows 11, planned', socialDescription: '', socialImageUrl: '' });
  });

  it('leaves them empty when not given: shared links then use the title, meta description and featured image', async () => {
    const created = await create({ slug: 'defaults' }).expect(201);
    expect(created.body).toMatchObject({ socialTitle: '', socialDescription: '', socialImageUrl: '' });
    const nulls = await create({ slug: 'nulls', socialTitle: null, socialDescription: null, socialImageUrl: null }).expect(201);
    expect(nulls.body).toMatchObject({ socialTitle: '', socialDescription: '', socialImageUrl: '' });
  });

  it.each([
    ['a social title over 100 characters', { socialTitle: 'x'.repeat(101) }, /socialTitle must be at most 100 characters/],
    ['a social description over 300 characters', { socialDescription: 'x'.repeat(301) }, /socialDescription must be at most 300 characters/],
    ['a social image that is not an image address', { socialImageUrl: 'javascript:alert(1)' }, /socialImageUrl must be an http:\/\/ or https:\/\/ URL/],
    ['a social image on another path of this site', { socialImageUrl: '/admin/secret.png' }, /socialImageUrl must be/],
    ['a social title that is not text', { socialTitle: 42 }, /socialTitle/],
  ])('refuses %s (400) and stores nothing', async (_case, fields, message) => {
    const refused = await create({ slug: 'refused', ...fields }).expect(400);
    expect(JSON.stringify(refused.body)).toMatch(message);
    await suite.api().get('/api/content/refused').expect(404);
  });

  it('accepts exactly 100 and 300 characters', async () => {
    await create({ slug: 'limits', socialTitle: 't'.repeat(100), socialDescription: 'd'.repeat(300) }).expect(201);
  });
});
