import { useMemo } from 'react';
import { ContentArticle } from '../../../components/content/content-article';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import type { ContentDraft } from '../api/save-content';

interface ContentPreviewProps {
  draft: ContentDraft;
  onBack: () => void;
}

/** Spec 2.13's Preview: the post as the public page shows it, with Back to Editing; its own chunk (DOMPurify, the article). */
export default function ContentPreview({ draft, onBack }: ContentPreviewProps) {
  const content = useMemo(() => sanitizeHtml(draft.content), [draft.content]);
  return (
    <div className="cms-preview">
      <PageMeta
        title={`Preview (not published): ${draft.title.trim() || 'Untitled'}`}
        description="How the post being edited will look on the site."
        path={paths.admin()}
        noIndex
      />
      <div className="container cms-preview__bar" role="region" aria-label="Preview">
        <p className="cms-preview__note">Preview: this is how the page will look. It is not published by previewing.</p>
        <button type="button" className="button button--primary" onClick={onBack}>
          Back to Editing
        </button>
      </div>
      <ContentArticle item={{ ...draft, content }} />
    </div>
  );
}
