import { IconCard } from '../../../components/ui/icon-card';
import type { Expertise } from '../../../content/types';
import { CardGrid } from './card-grid';

interface ExpertiseCardsProps {
  items: readonly Expertise[];
  columns?: 3 | 4;
}

export function ExpertiseCards({ items, columns = 4 }: ExpertiseCardsProps) {
  return (
    <CardGrid columns={columns}>
      {items.map((item) => (
        <li key={item.title}>
          <IconCard icon={item.icon} title={item.title}>
            <ul className="card__list">
              {item.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </IconCard>
        </li>
      ))}
    </CardGrid>
  );
}
