import { ReviewPage } from '../../features/reviews/components/review-page';

export default function ReviewRoute() {
  return <ReviewPage />;
}
