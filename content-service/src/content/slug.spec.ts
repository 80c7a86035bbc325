import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Windows 11 Migration Guide', 'windows-11-migration-guide'],
    ['  Azure: Cost & Governance!  ', 'azure-cost-governance'],
    ['Already-a-slug', 'already-a-slug'],
    ['multiple   spaces___and---dashes', 'multiple-spaces-and-dashes'],
    ['Café Déjà Vu', 'caf-d-j-vu'],
    ['--Leading and trailing--', 'leading-and-trailing'],
    ['SD-WAN with Fortinet (2025)', 'sd-wan-with-fortinet-2025'],
    ['!!!', ''],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('keeps within the slug length limit without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(199)} b`);
    expect(slug.length).toBeLessThanOrEqual(200);
    expect(slug).toBe('a'.repeat(199));
  });
});
