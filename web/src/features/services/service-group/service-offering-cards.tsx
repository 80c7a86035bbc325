import { ServiceLinkCard } from '../../../components/ui/service-link-card';
import type { ServiceCard } from '../../../content/types';

/**
 * Cards that each describe one service, list its features and link to its own page. Groups have two
 * to seven services, so a short last row is centred rather than left hanging.
 */
export function ServiceOfferingCards({ items }: { items: readonly ServiceCard[] }) {
  const columns = items.length % 4 === 0 ? 'four' : 'three';
  return (
    <ul className={`offering-grid offering-grid--${columns}`}>
      {items.map((item) => (
        <ServiceLinkCard key={item.link} item={item} />
      ))}
    </ul>
  );
}
