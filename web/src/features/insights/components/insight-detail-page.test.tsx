import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { InitialDataProvider } from '../../../lib/initial-data';
import { renderWithSite } from '../../../testing/render-with-site';
import type { ContentItem } from '../../../types/content-item';
import { missingItemKey, publishedItemKey } from '../api/get-published-item';
import { InsightDetailPage } from './insight-detail-page';

const POST: ContentItem = {
  id: 'b-1',
  type: 'blog',
  title: 'Planning a Windows 11 rollout',
  author: 'Priya Raman',
  dateCreated: '2025-10-01',
  dateModified: '2025-10-20',
  datePublished: '2025-10-14',
  status: 'published',
  category: 'Modern Workplace',
  tags: '',
  metaDescription: 'How to plan a rollout.',
  description: 'Inventory first.',
  content: '<p>List every device.</p>',
  imageUrl: 'https://example.com/laptops.png',
  imageAlt: 'Laptops',
  socialTitle: '',
  socialDescription: '',
  socialImageUrl: '',
  slug: 'planning-a-windows-11-rollout',
};

function renderPost(initialData?: Record<string, unknown>) {
  return renderWithSite(
    <InitialDataProvider data={initialData}>
      <Routes>
        <Route path="/blogs/:slug" element={<InsightDetailPage type="blog" notFoundText="Post not found" itemPath={paths.blogPost} />} />
      </Routes>
    </InitialDataProvider>,
    { path: paths.blogPost(POST.slug) },
  );
}

describe('InsightDetailPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  it('starts from the post the server rendered, without Loading... and without fetching it again', () => {
    renderPost({ [publishedItemKey('blog', POST.slug)]: POST });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(POST.title);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts from the not-found text when the server found nothing', () => {
    renderPost({ [publishedItemKey('blog', POST.slug)]: null });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Post not found');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts from the not-found text of a page rendered once for every unknown slug, without fetching', () => {
    renderPost({ [missingItemKey('blog')]: null });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Post not found');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Loading... and fetches when the page was not rendered with the post (in-app navigation)', async () => {
    // (Sanitising a fetched body needs a real browser's DOM: tests/site/insights.spec.ts.)
    // The public read carries the body as visitors see it (renderedContent, made at save) beside its source.
    fetchMock.mockResolvedValue(Response.json({ ...POST, content: '<p>Source body</p>', renderedContent: '<p>Fetched body</p>' }));
    renderPost();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(POST.title);
    expect(screen.getByText('Fetched body')).toBeInTheDocument();
    expect(screen.queryByText('Source body')).not.toBeInTheDocument();
  });
});
