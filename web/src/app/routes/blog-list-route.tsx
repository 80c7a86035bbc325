import { paths } from '../../config/paths';
import { InsightListingPage } from '../../features/insights/components/insight-listing-page';

export default function BlogListRoute() {
  return (
    <InsightListingPage
      type="blog"
      path={paths.blogs()}
      heroTitle="Latest Insights"
      heroSubtitle="Practical advice from our consultants on Microsoft 365, Azure, security and getting more from your technology."
      seoTitle="Latest Insights"
      seoDescription="Articles from our Microsoft specialists on Microsoft 365, Azure, cyber security, Power Platform and managed IT for Australian organisations."
      emptyText="No articles have been published yet. Please check back soon."
      itemHref={paths.blogPost}
      linkText="Read More"
    />
  );
}
