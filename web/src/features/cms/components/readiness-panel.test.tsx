import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { blankDraft } from '../content-form';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import { ReadinessPanel } from './readiness-panel';

const READY = {
  ...blankDraft(),
  title: 'Moving a Geelong law firm to Microsoft 365',
  metaDescription: 'How we moved a twelve-person Geelong law firm from an ageing file server to Microsoft 365 in one weekend, with no lost mail and no downtime.',
  content: '<h2>The problem</h2><p>See <a href="/blogs/azure-backup">our Azure backup guide</a>.</p>',
  imageUrl: '/media/0a1b2c3d4e5f6a7b-1920x1280-1920.jpeg',
  imageAlt: 'Two lawyers at a laptop',
};
const LEVELS = {
  'seo.title.length': 'warning', 'seo.description.length': 'warning', 'content.heading.h1': 'warning', 'content.heading.order': 'warning',
  'a11y.link.text': 'warning', 'a11y.alt.filename': 'error', 'links.internal.broken': 'error', 'social.image.size': 'warning',
};

describe('the readiness panel (issue 35)', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'a-token');
    fakeApi({ 'GET /api/cms/readiness/context': Response.json({ levels: LEVELS, publishedItemPaths: ['/blogs/azure-backup'] }) });
  });

  it('says a ready item has no problems', async () => {
    renderWithSite(<ReadinessPanel draft={READY} />);
    expect(await screen.findByText('No problems found.')).toBeInTheDocument();
  });

  it('lists each defect beside its field with the fix, errors marked as stopping a publish', async () => {
    renderWithSite(<ReadinessPanel draft={{
      ...READY,
      title: 'Too short',
      content: '<h2>Links</h2><p><a href="/blogs/draft-post">click here</a> <img src="/media/aa-800x600-800.jpeg" alt="IMG_2041.JPG"></p>',
      imageUrl: '/media/0a1b2c3d4e5f6a7b-800x600-800.jpeg',
    }} />);
    const panel = screen.getByRole('region', { name: 'Readiness checks' });
    expect(await within(panel).findByText('5 findings; 2 stop publishing until fixed.')).toBeInTheDocument();
    const findings = within(panel).getAllByRole('listitem').map((item) => item.textContent);
    expect(findings).toEqual([
      expect.stringMatching(/^Warning Title: The page title is 9 characters; search results show 30 to 60 best\..*seo\.title\.length$/),
      expect.stringMatching(/^Warning Content: The link text "click here" does not say where the link goes\..*a11y\.link\.text$/),
      expect.stringMatching(/^Stops publishing Content: An image's alt text is its file name \("IMG_2041\.JPG"\)\..*a11y\.alt\.filename$/),
      expect.stringMatching(/^Stops publishing Content: The link "click here" goes to \/blogs\/draft-post, which is not a published page.*links\.internal\.broken$/),
      expect.stringMatching(/^Warning Featured image URL: The image shared links show is 800 x 600; LinkedIn and Teams need at least 1200 x 630\..*social\.image\.size$/),
    ]);
    expect(within(panel).getAllByRole('button', { name: 'Go to content' })).toHaveLength(3);
  });
});
