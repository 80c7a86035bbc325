import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { IndustryCard } from '../../content/types';

/** The eight industry cards: artwork, title, description and a link to the industry page. */
export function HomeIndustryCards({ items }: { items: readonly IndustryCard[] }) {
  return (
    <ul className="card-grid pages-grid pages-grid--four">
      {items.map((item) => (
        <li key={item.link}>
          <article className="card industry-card">
            <img className="industry-card__image" src={item.image} alt={item.imageAlt} width={480} height={270} loading="lazy" decoding="async" />
            <div className="industry-card__body">
              <h3 className="card__title">{item.title}</h3>
              <p className="card__text">{item.description}</p>
              <Link className="pages-card-link" to={item.link}>
                Learn More<span className="visually-hidden"> about IT for {item.title}</span>
                <ArrowRight size={16} aria-hidden="true" />
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
