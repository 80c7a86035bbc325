import { EnquirySection } from '../../../components/enquiry/enquiry-section';
import { PageMeta } from '../../../components/page-meta';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHero } from '../../../components/ui/page-hero';
import { Section } from '../../../components/ui/section';
import { paths } from '../../../config/paths';
import content from '../../../content/services-overview';
import { CardGrid } from '../shared/card-grid';
import { HighlightCards } from '../shared/highlight-cards';
import { ServiceCategoryCard } from './service-category-card';

export default function ServicesOverviewPage() {
  const { seo, hero, benefits, categories, enquiry } = content;
  return (
    <>
      <PageMeta title={seo.title} description={seo.description} path={paths.services()} />
      <PageHero {...hero} actions={<ButtonLink to={paths.contact()}>Discuss Your Requirements</ButtonLink>} />
      <Section id="benefits" heading={benefits.heading} tone="alt">
        <HighlightCards items={benefits.items} />
      </Section>
      <Section id="categories" overline="Service categories" heading={categories.heading} intro={categories.intro}>
        <CardGrid columns={4}>
          {categories.items.map((category) => (
            <li key={category.group}>
              <ServiceCategoryCard category={category} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <EnquirySection heading={enquiry.heading} intro={enquiry.intro} />
    </>
  );
}
