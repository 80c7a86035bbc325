import { paths } from '../../config/paths';
import { InsightListingPage } from '../../features/insights/components/insight-listing-page';

export default function CaseStudyListRoute() {
  return (
    <InsightListingPage
      type="case-study"
      path={paths.caseStudies()}
      heroTitle="Client Success Stories"
      heroSubtitle="How Australian organisations have modernised, secured and simplified their IT with our team."
      seoTitle="Client Success Stories"
      seoDescription="Case studies of Microsoft 365, Azure, security and managed services projects we have delivered for businesses and not-for-profits across Australia."
      emptyText="No case studies have been published yet. Please check back soon."
      itemHref={paths.caseStudy}
      linkText="View Case Study"
    />
  );
}
