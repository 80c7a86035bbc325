import '../../../styles/review.css';
import { useParams } from 'react-router-dom';
import { ContentArticle } from '../../../components/content/content-article';
import { PageMeta } from '../../../components/page-meta';
import { useReviewPageItem } from '../api/review-page-item';
import { ReviewDecisionForm } from './review-decision-form';

/** A draft as its public page will look, for someone holding a review link, with the reviewer's form. */
export function ReviewPage() {
  const { token = '' } = useParams();
  const item = useReviewPageItem(token);
  if (!item) {
    return (
      <section className="section" aria-labelledby="review-missing-heading">
        <PageMeta title="Draft for review" description="Draft for review" noIndex />
        <div className="container">
          <h1 id="review-missing-heading">This review link could not be opened</h1>
          <p>Open the link from the e-mail or message it came in again.</p>
        </div>
      </section>
    );
  }
  return (
    <>
      <PageMeta title={`Draft for review: ${item.title}`} description={item.metaDescription || item.description} noIndex />
      <p className="review-banner" role="note">
        <strong>Draft for review.</strong> This is how the page will look once published. It is not public yet.
      </p>
      <ContentArticle item={item} />
      <div className="container section">
        <ReviewDecisionForm token={token} version={item.version} />
      </div>
    </>
  );
}
