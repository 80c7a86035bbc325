import { EnquirySection } from '../../components/enquiry/enquiry-section';
import { TestimonialsSection } from '../../components/enquiry/testimonials-section';
import { PageMeta } from '../../components/page-meta';
import { ButtonLink } from '../../components/ui/button-link';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { paths } from '../../config/paths';
import content from '../../content/home';
import { industryCards } from '../../content/industry-cards';
import { HomeIndustryCards } from './home-industry-cards';
import { HomeServiceCards } from './home-service-cards';

/** Spec 9: the home carousel moves every 3.5 seconds. */
const TESTIMONIAL_INTERVAL_MS = 3500;

export default function HomePage() {
  const { seo, hero, services, industries, enquiry } = content;
  return (
    <>
      <PageMeta title={seo.title} description={seo.description} path={paths.home()} />
      <PageHero
        family={hero.family}
        imageAlt={hero.imageAlt}
        overline={hero.overline}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={
          <>
            <ButtonLink to={paths.contact()}>{hero.contactLabel}</ButtonLink>
            <ButtonLink to={paths.services()} variant="outline-light">
              {hero.servicesLabel}
            </ButtonLink>
          </>
        }
      />
      <Section id="services" overline={services.overline} heading={services.heading} intro={services.intro} tone="alt">
        <HomeServiceCards items={services.items} />
        <div className="pages-section-actions">
          <ButtonLink to={paths.services()} variant="secondary">
            {services.allServicesLabel}
          </ButtonLink>
        </div>
      </Section>
      <Section id="industries" overline={industries.overline} heading={industries.heading} intro={industries.intro}>
        <HomeIndustryCards items={industryCards} />
      </Section>
      <EnquirySection heading={enquiry.heading} intro={enquiry.intro} />
      <TestimonialsSection intervalMs={TESTIMONIAL_INTERVAL_MS} />
    </>
  );
}
