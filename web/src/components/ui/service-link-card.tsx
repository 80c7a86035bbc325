import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ServiceCard } from '../../content/types';
import { IconCard } from './icon-card';

/** One grid item describing a service: its features and a Learn More link to its page. */
export function ServiceLinkCard({ item }: { item: ServiceCard }) {
  return (
    <li className="pages-linked-card">
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
  );
}
