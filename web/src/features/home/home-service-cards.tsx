import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { IconCard } from '../../components/ui/icon-card';
import type { ServiceCard } from '../../content/types';

/** The six service cards: icon, title, description, features and a link to the service. */
export function HomeServiceCards({ items }: { items: readonly ServiceCard[] }) {
  return (
    <ul className="card-grid pages-grid pages-grid--three">
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
