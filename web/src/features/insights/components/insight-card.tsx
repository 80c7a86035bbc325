import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/format-date';
import type { ContentSummary } from '../../../types/content-item';
import { MediaPicture } from '../../../components/content/media-picture';

/** The listing grid: one column on a phone, two from about 42rem, three from about 64rem of the 72rem container. */
const CARD_IMAGE_SIZES = '(min-width: 72rem) 23rem, (min-width: 64rem) 31vw, (min-width: 42rem) 47vw, calc(100vw - 2rem)';

interface InsightCardProps {
  item: ContentSummary;
  href: string;
  linkText: 'Read More' | 'View Case Study';
  /** The first card, in the first screen on a phone: its image loads at once, as the page's likely LCP. */
  priority?: boolean;
}

/** One card of a listing: blog cards say "Author:" and "Published:", case-study cards "Client:". */
export function InsightCard({ item, href, linkText, priority = false }: InsightCardProps) {
  const isCaseStudy = item.type === 'case-study';
  return (
    <article className="card insight-card">
      {item.imageUrl && (
        <MediaPicture
          className="insight-card__image"
          src={item.imageUrl}
          alt={item.imageAlt}
          sizes={CARD_IMAGE_SIZES}
          width={600}
          height={315}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          focus={item.imageFocus}
        />
      )}
      <div className="insight-card__body">
        {item.category && <p className="insight-card__category">{item.category}</p>}
        <h2 className="insight-card__title">{item.title}</h2>
        <p className="insight-card__meta">
          {isCaseStudy ? `Client: ${item.author}` : `Author: ${item.author}`}
          <br />
          {isCaseStudy ? formatDate(item.datePublished) : `Published: ${formatDate(item.datePublished)}`}
        </p>
        <p className="insight-card__description">{item.description}</p>
        {/* The title is in the link's text, not only its label: crawlers and Lighthouse read the text,
            and a bare "Read More" is not a descriptive link text to them. */}
        <Link className="insight-card__link" to={href}>
          {linkText}
          <span className="visually-hidden"> about {item.title}</span>
        </Link>
      </div>
    </article>
  );
}
