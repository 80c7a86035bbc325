import { ButtonLink } from '../../components/ui/button-link';
import { PageHero } from '../../components/ui/page-hero';
import { paths } from '../../config/paths';
import type { IndustryPageContent } from '../../content/page-types/industry-page';
import { industryImagePath } from './industry-image-path';

/**
 * The shared PageHero (the page's h1) over the industry's own artwork: PageHero only knows the
 * service hero families, so the image sits behind it and the hero's gradient overlay darkens it.
 */
export function IndustryHero({ industry, hero }: Pick<IndustryPageContent, 'industry' | 'hero'>) {
  return (
    <div className="industry-hero">
      <img className="industry-hero__image" src={industryImagePath(industry)} alt={hero.imageAlt} width={1600} height={700} fetchPriority="high" decoding="async" />
      <PageHero
        overline={hero.overline}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={<ButtonLink to={paths.contact()}>Speak With an Industry Specialist</ButtonLink>}
      />
    </div>
  );
}
