import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { InitialDataProvider } from '../../../lib/initial-data';
import { renderWithSite } from '../../../testing/render-with-site';
import type { ContentSummary } from '../../../types/content-item';
import { publishedSummariesKey, type SummaryPage } from '../api/get-published-summaries';
import { InsightListingPage } from './insight-listing-page';

function summary(n: number): ContentSummary {
  return {
    id: `b-${n}`,
    type: 'blog',
    title: `Post number ${n}`,
    author: 'Priya Raman',
    dateCreated: '2025-10-01',
    dateModified: '2025-10-01',
    datePublished: '2025-10-14',
    status: 'published',
    category: 'Modern Workplace',
    tags: '',
    metaDescription: '',
    description: `About post ${n}.`,
    imageUrl: `https://example.com/${n}.png`,
    imageAlt: `Image ${n}`,
    socialTitle: '',
    socialDescription: '',
    socialImageUrl: '',
    slug: `post-number-${n}`,
  };
}

function renderListing(initialData?: Record<string, unknown>) {
  return renderWithSite(
    <InitialDataProvider data={initialData}>
      <InsightListingPage
        type="blog"
        path={paths.blogs()}
        heroTitle="Latest Insights"
        heroSubtitle="News"
        seoTitle="Blogs"
        seoDescription="Posts"
        emptyText="No posts yet."
        itemHref={paths.blogPost}
        linkText="Read More"
      />
    </InitialDataProvider>,
    { path: paths.blogs() },
  );
}

describe('InsightListingPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  it('starts from the cards the server rendered, without Loading... and without fetching them again', () => {
    const firstPage: SummaryPage = { items: [summary(1), summary(2)], total: 2 };
    renderListing({ [publishedSummariesKey('blog')]: firstPage });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("gives only the first card's image eager loading and high priority", () => {
    renderListing({ [publishedSummariesKey('blog')]: { items: [summary(1), summary(2), summary(3)], total: 3 } });
    const [first, ...rest] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of rest) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('fetches the next page from where the server-rendered one ended when Load more is pressed', async () => {
    renderListing({ [publishedSummariesKey('blog')]: { items: [summary(1)], total: 2 } });
    fetchMock.mockResolvedValue(Response.json({ items: [summary(2)], total: 2, offset: 1, limit: 12 }));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Post number 2' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('offset=1');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows Loading... and fetches when the page was not rendered with its cards (in-app navigation)', async () => {
    fetchMock.mockResolvedValue(Response.json({ items: [summary(1)], total: 1, offset: 0, limit: 12 }));
    renderListing();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Post number 1' })).toBeInTheDocument();
  });
});
