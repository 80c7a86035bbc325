import { IconCard } from '../../../components/ui/icon-card';
import type { Highlight } from '../../../content/types';
import { CardGrid } from './card-grid';

export function HighlightCards({ items }: { items: readonly Highlight[] }) {
  return (
    <CardGrid columns={3}>
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
