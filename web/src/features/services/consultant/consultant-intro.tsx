import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import type { ConsultantPageContent } from '../../../content/types';

/** Heading beside two paragraphs on wide screens, stacked on phones. */
export function ConsultantIntro({ intro }: { intro: ConsultantPageContent['intro'] }) {
  return (
    <section id="overview" className="section consultant-intro" aria-labelledby="overview-heading">
      <div className="container consultant-intro__layout">
        <div className="consultant-intro__lead">
          <span className="section__overline">Overview</span>
          <h2 id="overview-heading" className="consultant-intro__heading">
            {intro.heading}
          </h2>
        </div>
        <div className="consultant-intro__body">
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ButtonLink to={paths.contactAlias()}>Schedule a Consultation</ButtonLink>
        </div>
      </div>
    </section>
  );
}
