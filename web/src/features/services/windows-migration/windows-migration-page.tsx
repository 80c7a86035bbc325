import { PageMeta } from '../../../components/page-meta';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHero } from '../../../components/ui/page-hero';
import { Section } from '../../../components/ui/section';
import { paths } from '../../../config/paths';
import { windowsMigrationContent as content } from '../../../content/windows-11-migration';
import { BenefitCards } from '../shared/benefit-cards';
import { ExpertiseCards } from '../shared/expertise-cards';
import { HighlightCards } from '../shared/highlight-cards';

/** Windows 11 migration (spec 2.8): its own layout, because it carries three expertise cards and key facts. */
export default function WindowsMigrationPage() {
  const { seo, hero, intro, inclusions, expertise, mission, benefits, callToAction } = content;
  const assessmentHref = paths.contactAlias();
  return (
    <>
      <PageMeta title={seo.title} description={seo.description} path={paths.windowsMigration()} />
      <PageHero
        family="windows"
        imageAlt={hero.imageAlt}
        overline={hero.overline}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={
          <ButtonLink to={assessmentHref} variant="light">
            {hero.actionLabel}
          </ButtonLink>
        }
      />

      <Section id="windows-10-end-of-support" heading={intro.heading}>
        <div className="special-service__intro">
          <div className="special-service__prose">
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <aside className="card special-service__facts" aria-labelledby="windows-key-facts">
            <h3 id="windows-key-facts" className="card__title">
              {intro.factsHeading}
            </h3>
            <dl className="special-service__fact-list">
              {intro.facts.map((fact) => (
                <div key={fact.label} className="special-service__fact">
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        </div>
      </Section>

      <Section id="migration-inclusions" heading={inclusions.heading} intro={inclusions.intro} tone="alt">
        <HighlightCards items={inclusions.items} />
      </Section>

      <Section id="migration-expertise" heading={expertise.heading}>
        <ExpertiseCards items={expertise.items} columns={3} />
      </Section>

      <Section id="migration-mission" overline={mission.overline} heading={mission.heading} tone="brand">
        <p className="special-service__statement">{mission.text}</p>
      </Section>

      <Section id="migration-benefits" heading={benefits.heading} tone="alt">
        <BenefitCards items={benefits.items} />
      </Section>

      <Section id="migration-call-to-action" heading={callToAction.heading}>
        <div className="cta-block">
          <p className="cta-block__text">{callToAction.text}</p>
          <ButtonLink to={assessmentHref}>{callToAction.actionLabel}</ButtonLink>
        </div>
      </Section>
    </>
  );
}
