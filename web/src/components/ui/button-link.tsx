import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'outline-light';

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
}

export function ButtonLink({ to, variant = 'primary', children }: ButtonLinkProps) {
  return (
    <Link className={`button button--${variant}`} to={to}>
      {children}
    </Link>
  );
}
