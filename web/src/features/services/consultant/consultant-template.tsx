import { PageMeta } from '../../../components/page-meta';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHero } from '../../../components/ui/page-hero';
import { Section } from '../../../components/ui/section';
import { paths } from '../../../config/paths';
import type { ConsultantPageContent } from '../../../content/types';
import { BenefitCards } from '../shared/benefit-cards';
import { ExpertiseCards } from '../shared/expertise-cards';
import { HighlightCards } from '../shared/highlight-cards';
import { ServiceCallToAction } from '../shared/service-call-to-action';
import { ConsultantIntro } from './consultant-intro';
import { ConsultantMission } from './consultant-mission';

interface ConsultantTemplateProps {
  content: ConsultantPageContent;
  /** The canonical path (alias routes pass the page they show). */
  path: string;
}

/** One template for every consultant and product sub-page (spec 2.8); each topic is a content module. */
export function ConsultantTemplate({ content, path }: ConsultantTemplateProps) {
  const { seo, hero, intro, highlights, mission, expertise, benefits, callToAction } = content;
  return (
    <>
      <PageMeta title={seo.title} description={seo.description} path={path} />
      <PageHero {...hero} actions={<ButtonLink to={paths.contactAlias()}>Get Started Today</ButtonLink>} />
      <ConsultantIntro intro={intro} />
      <Section id="highlights" overline="Why work with us" heading={highlights.heading} tone="alt">
        <HighlightCards items={highlights.items} />
      </Section>
      <ConsultantMission mission={mission} />
      <Section id="expertise" overline="Our expertise" heading={expertise.heading}>
        <ExpertiseCards items={expertise.items} />
      </Section>
      <Section id="benefits" overline="The outcomes" heading={benefits.heading} tone="alt">
        <BenefitCards items={benefits.items} />
      </Section>
      <ServiceCallToAction heading={callToAction.heading} text={callToAction.text} />
    </>
  );
}
