import { ArrowRight } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { ServiceCategory } from '../../../content/page-types/services-overview-page';

/** One of the eight category cards: accent colour, services bullet list and a Learn More link. */
export function ServiceCategoryCard({ category }: { category: ServiceCategory }) {
  const { group, title, icon: CategoryIcon, accent, description, services } = category;
  const style = { '--category-accent': accent } as CSSProperties;
  return (
    <article className="card service-category" style={style}>
      <span className="service-category__icon" aria-hidden="true">
        <CategoryIcon size={24} strokeWidth={1.8} />
      </span>
      <h3 className="card__title">{title}</h3>
      <p className="card__text">{description}</p>
      <ul className="card__list service-category__list">
        {services.map((service) => (
          <li key={service}>{service}</li>
        ))}
      </ul>
      <Link className="service-category__link" to={paths.serviceGroup(group)}>
        Learn More<span className="visually-hidden"> about {title}</span>
        <ArrowRight size={16} aria-hidden="true" />
      </Link>
    </article>
  );
}
