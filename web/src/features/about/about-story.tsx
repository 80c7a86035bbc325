import { Award } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { Section } from '../../components/ui/section';
import { paths } from '../../config/paths';
import type { AboutContent } from '../../content/page-types/about-page';

/** Who we are: the company story, its recognition and a way into the managed IT service. */
export function AboutStory({ story }: { story: AboutContent['story'] }) {
  return (
    <Section id="story" overline={story.overline} heading={story.heading}>
      <div className="about-story">
        <div className="about-story__text">
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ButtonLink to={paths.servicePage('managed-services/it')} variant="secondary">
            {story.managedServicesLabel}
          </ButtonLink>
        </div>
        <div className="about-story__recognition">
          <h3>{story.recognition.heading}</h3>
          <ul>
            {story.recognition.items.map((item) => (
              <li key={item}>
                <Award size={20} aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
