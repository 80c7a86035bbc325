import { paths } from '../../config/paths';
import { InsightDetailPage } from '../../features/insights/components/insight-detail-page';

export default function CaseStudyRoute() {
  return <InsightDetailPage type="case-study" notFoundText="Case Study not found" itemPath={paths.caseStudy} />;
}
