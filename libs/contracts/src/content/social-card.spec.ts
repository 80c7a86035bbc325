import { socialCardOf } from './social-card';

describe('socialCardOf', () => {
  const item = { title: 'Moving to Windows 11', metaDescription: 'What changes for a 40-seat office.', imageUrl: '/media/a.jpeg' };

  it('falls back to the title, meta description and featured image when the social fields are blank', () => {
    expect(socialCardOf({ ...item, socialTitle: ' ', socialDescription: '', socialImageUrl: '' })).toEqual({
      title: 'Moving to Windows 11', description: 'What changes for a 40-seat office.', imageUrl: '/media/a.jpeg',
    });
    expect(socialCardOf(item).title).toBe('Moving to Windows 11');
  });

  it('uses each social field that is filled in', () => {
    expect(socialCardOf({ ...item, socialTitle: 'Windows 11 in a week', socialDescription: 'Our checklist.', socialImageUrl: '/media/b.jpeg' })).toEqual({
      title: 'Windows 11 in a week', description: 'Our checklist.', imageUrl: '/media/b.jpeg',
    });
  });
});
