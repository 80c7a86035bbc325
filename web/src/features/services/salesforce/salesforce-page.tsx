import { CircleCheck } from 'lucide-react';
import { PageMeta } from '../../../components/page-meta';
import { ButtonLink } from '../../../components/ui/button-link';
import { IconCard } from '../../../components/ui/icon-card';
import { PageHero } from '../../../components/ui/page-hero';
import { Section } from '../../../components/ui/section';
import { paths } from '../../../config/paths';
import { salesforceContent as content } from '../../../content/salesforce-crm';
import { BenefitCards } from '../shared/benefit-cards';
import { CardGrid } from '../shared/card-grid';
import { HighlightCards } from '../shared/highlight-cards';

/** Salesforce CRM consulting (spec 2.8): static content; every call to action leads to /contact-us. */
export default function SalesforcePage() {
  const { seo, hero, intro, highlights, services, benefits, callToAction } = content;
  const contactHref = paths.contact();
  return (
    <>
      <PageMeta title={seo.title} description={seo.description} path={paths.salesforce()} />
      <PageHero
        family="it-strategy-managed"
        imageAlt={hero.imageAlt}
        overline={hero.overline}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={
          <ButtonLink to={contactHref} variant="light">
            {hero.actionLabel}
          </ButtonLink>
        }
      />

      <Section id="salesforce-intro" heading={intro.heading}>
        <div className="special-service__intro">
          <div className="special-service__prose">
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <div className="special-service__actions">
              <ButtonLink to={contactHref} variant="secondary">
                {intro.actionLabel}
              </ButtonLink>
            </div>
          </div>
          <aside className="card special-service__facts" aria-labelledby="salesforce-facts">
            <h3 id="salesforce-facts" className="card__title">
              {intro.factsHeading}
            </h3>
            <ul className="special-service__check-list">
              {intro.facts.map((fact) => (
                <li key={fact}>
                  <CircleCheck className="special-service__check" size={20} aria-hidden="true" />
                  {fact}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>

      <Section id="salesforce-highlights" heading={highlights.heading} tone="alt">
        <HighlightCards items={highlights.items} />
      </Section>

      <Section id="salesforce-services" heading={services.heading} intro={services.intro}>
        <CardGrid columns={2}>
          {services.items.map((group) => (
            <li key={group.title}>
              <IconCard icon={group.icon} title={group.title}>
                <p className="card__text">{group.description}</p>
                <ul className="card__list">
                  {group.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </IconCard>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section id="salesforce-benefits" heading={benefits.heading} tone="alt">
        <BenefitCards items={benefits.items} />
      </Section>

      <Section id="salesforce-call-to-action" heading={callToAction.heading} tone="brand">
        <div className="cta-block">
          <p className="cta-block__text">{callToAction.text}</p>
          <ButtonLink to={contactHref} variant="light">
            {callToAction.actionLabel}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
