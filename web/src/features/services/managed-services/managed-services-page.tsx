import { EnquirySection } from '../../../components/enquiry/enquiry-section';
import { PageMeta } from '../../../components/page-meta';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHero } from '../../../components/ui/page-hero';
import { Section } from '../../../components/ui/section';
import { paths } from '../../../config/paths';
import content from '../../../content/managed-services';
import { ServiceOfferingCards } from '../service-group/service-offering-cards';
import { BenefitCards } from '../shared/benefit-cards';
import { HighlightCards } from '../shared/highlight-cards';

export default function ManagedServicesPage() {
  const { seo, hero, benefits, capabilities, offerings, enquiry } = content;
  return (
    <>
      <PageMeta title={seo.title} description={seo.description} path={paths.serviceGroup('managed-services')} />
      <PageHero {...hero} actions={<ButtonLink to={paths.contact()}>Get a Managed Services Quote</ButtonLink>} />
      <Section id="benefits" overline="Why managed services" heading={benefits.heading} intro={benefits.intro}>
        <BenefitCards items={benefits.items} />
      </Section>
      <Section id="capabilities" overline="Capabilities" heading={capabilities.heading} intro={capabilities.intro} tone="alt">
        <HighlightCards items={capabilities.items} columns={4} />
      </Section>
      <Section id="offerings" overline="Offerings" heading={offerings.heading} intro={offerings.intro}>
        <ServiceOfferingCards items={offerings.items} />
      </Section>
      <EnquirySection heading={enquiry.heading} intro={enquiry.intro} />
    </>
  );
}
