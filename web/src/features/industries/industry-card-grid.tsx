import { IconCard } from '../../components/ui/icon-card';
import type { Benefit, Highlight } from '../../content/types';

interface IndustryCardGridProps {
  items: readonly (Highlight | Benefit)[];
  columns: 'three' | 'four';
}

/** Icon cards with an optional subtitle (benefits) and a description. */
export function IndustryCardGrid({ items, columns }: IndustryCardGridProps) {
  return (
    <ul className={`card-grid pages-grid pages-grid--${columns}`}>
      {items.map((item) => (
        <li key={item.title}>
          <IconCard icon={item.icon} title={item.title} subtitle={'subtitle' in item ? item.subtitle : undefined}>
            <p className="card__text">{item.description}</p>
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
