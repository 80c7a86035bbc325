import type { ReactNode } from 'react';
import type { Icon } from '../../content/types';

interface IconCardProps {
  icon: Icon;
  title: string;
  subtitle?: string;
  /** Heading level of the card title inside its section. */
  headingLevel?: 'h3' | 'h4';
  children?: ReactNode;
}

export function IconCard({ icon: CardIcon, title, subtitle, headingLevel: Heading = 'h3', children }: IconCardProps) {
  return (
    <article className="card">
      <span className="card__icon" aria-hidden="true">
        <CardIcon size={24} strokeWidth={1.8} />
      </span>
      <Heading className="card__title">{title}</Heading>
      {subtitle && <p className="card__subtitle">{subtitle}</p>}
      {children}
    </article>
  );
}
