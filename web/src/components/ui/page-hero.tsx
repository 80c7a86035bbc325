import type { ReactNode } from 'react';
import type { HeroFamily } from '../../content/types';

interface PageHeroProps {
  overline?: string;
  title: string;
  subtitle?: string;
  /** Shared hero artwork (public/images/heroes/<family>.svg); without it the hero is plain brand colour. */
  family?: HeroFamily;
  imageAlt?: string;
  actions?: ReactNode;
}

/** The top of every page: the page's only h1, over artwork darkened by a 75%-85% gradient. */
export function PageHero({ overline, title, subtitle, family, imageAlt = '', actions }: PageHeroProps) {
  return (
    <header className="hero">
      {family && (
        <img className="hero__image" src={heroImagePath(family)} alt={imageAlt} width={1600} height={700} fetchPriority="high" decoding="async" />
      )}
      <div className="hero__overlay" aria-hidden="true" />
      <div className="hero__content">
        {overline && <p className="hero__overline">{overline}</p>}
        <h1 className="hero__title">{title}</h1>
        {subtitle && <p className="hero__subtitle">{subtitle}</p>}
        {actions && <div className="hero__actions">{actions}</div>}
      </div>
    </header>
  );
}

export function heroImagePath(family: HeroFamily): string {
  return `/images/heroes/${family}.svg`;
}
