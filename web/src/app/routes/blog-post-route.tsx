import { paths } from '../../config/paths';
import { InsightDetailPage } from '../../features/insights/components/insight-detail-page';

export default function BlogPostRoute() {
  return <InsightDetailPage type="blog" notFoundText="Post not found" itemPath={paths.blogPost} />;
}
