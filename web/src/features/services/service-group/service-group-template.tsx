import { EnquirySection } from '../../../components/enquiry/enquiry-section';
import { PageMeta } from '../../../components/page-meta';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHero } from '../../../components/ui/page-hero';
import { Section } from '../../../components/ui/section';
import { paths } from '../../../config/paths';
import { BenefitCards } from '../shared/benefit-cards';
import { HighlightCards } from '../shared/highlight-cards';
import type { ServiceGroupContent } from '../../../content/page-types/service-group-page';
import { ServiceOfferingCards } from './service-offering-cards';

interface ServiceGroupTemplateProps {
  content: ServiceGroupContent;
  path: string;
}

/** One template for the six group landing pages; each group is a content module in content/service-groups/. */
export function ServiceGroupTemplate({ content, path }: ServiceGroupTemplateProps) {
  const { seo, hero, benefits, capabilities, services, enquiry } = content;
  return (
    <>
      <PageMeta title={seo.title} description={seo.description} path={path} />
      <PageHero
        {...hero}
        actions={
          <>
            <ButtonLink to={paths.contact()}>Talk to a Specialist</ButtonLink>
            <ButtonLink to={paths.services()} variant="outline-light">
              View All Services
            </ButtonLink>
          </>
        }
      />
      <Section id="benefits" overline="Why it matters" heading={benefits.heading} intro={benefits.intro}>
        <BenefitCards items={benefits.items} />
      </Section>
      <Section id="capabilities" overline="What we bring" heading={capabilities.heading} intro={capabilities.intro} tone="alt">
        <HighlightCards items={capabilities.items} />
      </Section>
      <Section id="services" overline="Services" heading={services.heading} intro={services.intro}>
        <ServiceOfferingCards items={services.items} />
      </Section>
      <EnquirySection heading={enquiry.heading} intro={enquiry.intro} />
    </>
  );
}
