import { EnquirySection } from '../../components/enquiry/enquiry-section';
import { TestimonialsSection } from '../../components/enquiry/testimonials-section';
import { PageMeta } from '../../components/page-meta';
import { ButtonLink } from '../../components/ui/button-link';
import { IconCard } from '../../components/ui/icon-card';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../config/site-config-context';
import content from '../../content/about';
import { AboutStory } from './about-story';
import { DeliveryFramework } from './delivery-framework';

/** Spec 9: the About carousel lingers for eight seconds per testimonial. */
const TESTIMONIAL_INTERVAL_MS = 8000;

export default function AboutPage() {
  const { SITE_NAME } = useSiteConfig();
  const { seo, hero, story, principles, vision, framework, enquiry } = content;
  return (
    <>
      <PageMeta title={seo.title} description={seo.description} path={paths.about()} />
      <PageHero
        family={hero.family}
        imageAlt={hero.imageAlt}
        overline={`About ${SITE_NAME}`}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={<ButtonLink to={paths.contact()}>Work With Us</ButtonLink>}
      />
      <AboutStory story={story} />
      <Section id="principles" overline="What guides us" heading={principles.heading} intro={principles.intro} tone="alt">
        <ul className="card-grid pages-grid pages-grid--three">
          {principles.items.map((item) => (
            <li key={item.title}>
              <IconCard icon={item.icon} title={item.title}>
                <p className="card__text">{item.description}</p>
              </IconCard>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="vision" overline="Our vision" heading={vision.heading} tone="brand">
        <p className="about-vision">{vision.text}</p>
      </Section>
      <Section id="framework" overline="How we deliver" heading={framework.heading} intro={framework.intro}>
        <DeliveryFramework steps={framework.steps} />
      </Section>
      <TestimonialsSection intervalMs={TESTIMONIAL_INTERVAL_MS} />
      <EnquirySection heading={enquiry.heading} intro={enquiry.intro} />
    </>
  );
}
