import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { IconCard } from '../../../components/ui/icon-card';
import type { Offering, ServiceCard } from '../../../content/types';

interface ServiceOfferingCardsProps {
  items: readonly (ServiceCard | Offering)[];
}

/**
 * Cards that each describe one service, list its features and link to its own page. Groups have two
 * to seven services, so a short last row is centred rather than left hanging.
 */
export function ServiceOfferingCards({ items }: ServiceOfferingCardsProps) {
  const columns = items.length % 4 === 0 ? 'four' : 'three';
  return (
    <ul className={`offering-grid offering-grid--${columns}`}>
      {items.map((item) => (
        <li key={item.link} className="pages-linked-card">
          <IconCard icon={item.icon} title={item.title}>
            <p className="card__text">{item.description}</p>
            <ul className="card__list">
              {item.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Link className="pages-card-link" to={item.link}>
              Learn More<span className="visually-hidden"> about {item.title}</span>
              <ArrowRight size={16} aria-hidden="true" />
            </Link>
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
