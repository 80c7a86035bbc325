import { IconCard } from '../../../components/ui/icon-card';
import type { Highlight } from '../../../content/types';
import { CardGrid } from './card-grid';

interface HighlightCardsProps {
  items: readonly Highlight[];
  columns?: 3 | 4;
}

export function HighlightCards({ items, columns = 3 }: HighlightCardsProps) {
  return (
    <CardGrid columns={columns}>
      {items.map((item) => (
        <li key={item.title}>
          <IconCard icon={item.icon} title={item.title}>
            <p className="card__text">{item.description}</p>
          </IconCard>
        </li>
      ))}
    </CardGrid>
  );
}
