import { EnquirySection } from '../../../components/enquiry/enquiry-section';
import { PageMeta } from '../../../components/page-meta';
import { ButtonLink } from '../../../components/ui/button-link';
import { IconCard } from '../../../components/ui/icon-card';
import { PageHero } from '../../../components/ui/page-hero';
import { Section } from '../../../components/ui/section';
import { paths } from '../../../config/paths';
import content from '../../../content/managed-services';
import { ServiceOfferingCards } from '../service-group/service-offering-cards';
import { BenefitCards } from '../shared/benefit-cards';
import { CardGrid } from '../shared/card-grid';

export default function ManagedServicesPage() {
  const { seo, hero, benefits, capabilities, offerings, enquiry } = content;
  return (
    <>
      <PageMeta title={seo.title} description={seo.description} path={paths.serviceGroup('managed-services')} />
      <PageHero
        family={hero.family}
        imageAlt={hero.imageAlt}
        overline={hero.overline}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={<ButtonLink to={paths.contact()}>Get a Managed Services Quote</ButtonLink>}
      />
      <Section id="benefits" overline="Why managed services" heading={benefits.heading} intro={benefits.intro}>
        <BenefitCards items={benefits.items} />
      </Section>
      <Section id="capabilities" overline="Capabilities" heading={capabilities.heading} intro={capabilities.intro} tone="alt">
        <CardGrid columns={4}>
          {capabilities.items.map((item) => (
            <li key={item.title}>
              <IconCard icon={item.icon} title={item.title}>
                <p className="card__text">{item.description}</p>
              </IconCard>
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section id="offerings" overline="Offerings" heading={offerings.heading} intro={offerings.intro}>
        <ServiceOfferingCards items={offerings.items} />
      </Section>
      <EnquirySection heading={enquiry.heading} intro={enquiry.intro} />
    </>
  );
}
