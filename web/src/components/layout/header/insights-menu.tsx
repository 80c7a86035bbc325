import { BookOpen, BriefcaseBusiness, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { INSIGHTS_MENU } from '../../../content/navigation';

interface InsightsMenuProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
}

const ICONS: Record<string, LucideIcon> = {
  [paths.blogs()]: BookOpen,
  [paths.caseStudies()]: BriefcaseBusiness,
};

/** The Insights dropdown: blogs and case studies, each named by its title and described by one line. */
export function InsightsMenu({ id, open, onNavigate }: InsightsMenuProps) {
  return (
    <div id={id} className="insights-menu" hidden={!open}>
      <ul className="insights-menu__list">
        {INSIGHTS_MENU.map((item, index) => {
          const Icon = ICONS[item.href] ?? BookOpen;
          const titleId = `${id}-${index}-title`;
          const descriptionId = `${id}-${index}-description`;
          return (
            <li key={item.href}>
              <Link
                className="insights-menu__link"
                to={item.href}
                onClick={onNavigate}
                aria-labelledby={titleId}
                aria-describedby={descriptionId}
              >
                <span className="insights-menu__icon" aria-hidden="true">
                  <Icon size={20} />
                </span>
                <span className="insights-menu__text">
                  <span className="insights-menu__title" id={titleId}>
                    {item.label}
                  </span>
                  <span className="insights-menu__description" id={descriptionId}>
                    {item.description}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
