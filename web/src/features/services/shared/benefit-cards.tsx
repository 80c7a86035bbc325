import { IconCard } from '../../../components/ui/icon-card';
import type { Benefit } from '../../../content/types';
import { CardGrid } from './card-grid';

export function BenefitCards({ items }: { items: readonly Benefit[] }) {
  return (
    <CardGrid columns={4}>
      {items.map((item) => (
        <li key={item.title}>
          <IconCard icon={item.icon} title={item.title} subtitle={item.subtitle}>
            <p className="card__text">{item.description}</p>
          </IconCard>
        </li>
      ))}
    </CardGrid>
  );
}
