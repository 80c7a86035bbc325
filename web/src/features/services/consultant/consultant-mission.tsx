import { Target } from 'lucide-react';
import type { ConsultantPageContent } from '../../../content/types';

export function ConsultantMission({ mission }: { mission: ConsultantPageContent['mission'] }) {
  return (
    <section id="commitment" className="section section--brand consultant-mission" aria-labelledby="commitment-heading">
      <div className="container consultant-mission__layout">
        <span className="consultant-mission__icon" aria-hidden="true">
          <Target size={32} strokeWidth={1.6} />
        </span>
        <div>
          <span className="section__overline">Our commitment</span>
          <h2 id="commitment-heading">{mission.heading}</h2>
          <p className="consultant-mission__text">{mission.text}</p>
        </div>
      </div>
    </section>
  );
}
