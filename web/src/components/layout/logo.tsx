import { useId } from 'react';
import { useSiteConfig } from '../../config/site-config-context';

/** The brand mark (a connected-nodes glyph) followed by the configured company name as real text. */
export function Logo() {
  const { SITE_NAME } = useSiteConfig();
  const gradientId = `${useId()}-logo-gradient`;
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">
            <stop offset="0" stopColor="#00a4ef" />
            <stop offset="1" stopColor="#0b5cad" />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="10" fill={`url(#${gradientId})`} />
        <path d="M11 28 20 11l9 17H11Zm9 0v-7" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinejoin="round" strokeLinecap="round" />
        <circle cx="20" cy="11" r="3.2" fill="#fff" />
        <circle cx="11" cy="28" r="3.2" fill="#fff" />
        <circle cx="29" cy="28" r="3.2" fill="#fff" />
        <circle cx="20" cy="21" r="2.4" fill="#fff" />
      </svg>
      <span className="logo__text">{SITE_NAME}</span>
    </span>
  );
}
