/** A complete, valid body for POST /api/cms/content; override fields per test. */
export function contentInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'blog',
    title: 'Moving to Windows 11',
    author: 'Sarah Nguyen',
    status: 'published',
    dateCreated: '2025-06-01',
    dateModified: '2025-06-02',
    datePublished: '2025-06-03',
    category: 'Modern Workplace',
    tags: 'Windows 11, Intune',
    metaDescription: 'How to move to Windows 11.',
    description: 'A short guide.',
    content: '<h2>Plan</h2><p>Start with an audit.</p>',
    imageUrl: 'https://www.example.com.au/images/insights/windows-11.svg',
    imageAlt: 'A laptop',
    ...overrides,
  };
}
