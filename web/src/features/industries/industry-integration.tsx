import { CheckCircle2 } from 'lucide-react';
import { Section } from '../../components/ui/section';
import type { IndustryPageContent } from '../../content/page-types/industry-page';

/** How the industry's own systems connect to Microsoft 365 and Azure: a paragraph and a checklist. */
export function IndustryIntegration({ integration }: { integration: IndustryPageContent['integration'] }) {
  return (
    <Section id="integration" overline="Integration" heading={integration.heading}>
      <div className="industry-integration">
        <p className="industry-integration__text">{integration.text}</p>
        <ul className="industry-integration__points">
          {integration.points.map((point) => (
            <li key={point}>
              <CheckCircle2 size={20} aria-hidden="true" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
