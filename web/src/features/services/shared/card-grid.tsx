import type { ReactNode } from 'react';

interface CardGridProps {
  /** Columns on wide screens; tablets show two, phones one. */
  columns: 2 | 3 | 4;
  children: ReactNode;
}

/** A responsive list of cards: each child must be an <li>. */
export function CardGrid({ columns, children }: CardGridProps) {
  return <ul className={`service-grid service-grid--${columns}`}>{children}</ul>;
}
