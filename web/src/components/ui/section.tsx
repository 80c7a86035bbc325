import type { ReactNode } from 'react';

interface SectionProps {
  /** Used for aria-labelledby: the heading gets `${id}-heading`. */
  id: string;
  heading?: string;
  overline?: string;
  intro?: string;
  tone?: 'plain' | 'alt' | 'brand';
  children?: ReactNode;
}

/** A page section with an optional centred heading block; every section is labelled by its heading. */
export function Section({ id, heading, overline, intro, tone = 'plain', children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={`section section--${tone}`} aria-labelledby={heading ? headingId : undefined}>
      <div className="container">
        {heading && (
          <div className="section__header">
            {overline && <span className="section__overline">{overline}</span>}
            <h2 id={headingId}>{heading}</h2>
            {intro && <p className="section__intro">{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
