import { ServiceLinkCard } from '../../components/ui/service-link-card';
import type { ServiceCard } from '../../content/types';

/** The six service cards: icon, title, description, features and a link to the service. */
export function HomeServiceCards({ items }: { items: readonly ServiceCard[] }) {
  return (
    <ul className="card-grid pages-grid pages-grid--three">
      {items.map((item) => (
        <ServiceLinkCard key={item.link} item={item} />
      ))}
    </ul>
  );
}
