import { EnquirySection } from '../../components/enquiry/enquiry-section';
import { PageMeta } from '../../components/page-meta';
import { ButtonLink } from '../../components/ui/button-link';
import { Section } from '../../components/ui/section';
import { paths } from '../../config/paths';
import { IndustryCardGrid } from './industry-card-grid';
import type { IndustryPageContent } from '../../content/page-types/industry-page';
import { IndustryHero } from './industry-hero';
import { IndustryIntegration } from './industry-integration';

interface IndustryTemplateProps {
  content: IndustryPageContent;
  path: string;
}

/** One template for the eight industry pages; each industry is a content module in content/industries/. */
export function IndustryTemplate({ content, path }: IndustryTemplateProps) {
  const { industry, seo, hero, intro, services, integration, benefits, whyChooseUs, callToAction, enquiry } = content;
  return (
    <>
      <PageMeta title={seo.title} description={seo.description} path={path} />
      <IndustryHero industry={industry} hero={hero} />
      <Section id="overview" overline={hero.overline} heading={intro.heading}>
        <div className="industry-intro">
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="services" overline="Our services" heading={services.heading} intro={services.intro} tone="alt">
        <IndustryCardGrid items={services.items} columns="three" />
      </Section>
      <IndustryIntegration integration={integration} />
      <Section id="benefits" overline="Benefits" heading={benefits.heading} tone="alt">
        <IndustryCardGrid items={benefits.items} columns="four" />
      </Section>
      {whyChooseUs && (
        <Section id="why-choose-us" overline="Why choose us" heading={whyChooseUs.heading} intro={whyChooseUs.intro}>
          <IndustryCardGrid items={whyChooseUs.items} columns="four" />
        </Section>
      )}
      <Section id="get-started" heading={callToAction.heading} tone="brand">
        <div className="cta-block">
          <p className="cta-block__text">{callToAction.text}</p>
          <ButtonLink to={paths.contact()} variant="light">
            {callToAction.buttonLabel}
          </ButtonLink>
        </div>
      </Section>
      <EnquirySection heading={enquiry.heading} intro={enquiry.intro} />
    </>
  );
}
