import type { ReactElement } from 'react';
import type { SocialNetwork } from '../../content/company';

/** Simplified brand glyphs (lucide has no brand icons); 24×24, drawn in currentColor. */
const GLYPHS: Record<SocialNetwork, ReactElement> = {
  facebook: (
    <path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.4c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.5-4 4.1v2.4H7.7V14h2.7v8h3.1Z" />
  ),
  instagram: (
    <>
      <path
        fillRule="evenodd"
        d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8Zm4 2.8a4.2 4.2 0 1 1 0 8.4 4.2 4.2 0 0 1 0-8.4Zm0 2a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4Z"
      />
      <circle cx="17.2" cy="6.8" r="1.2" />
    </>
  ),
  linkedin: (
    <>
      <circle cx="5.2" cy="5.2" r="2.2" />
      <path d="M3.3 9h3.8v12H3.3zM9.5 9h3.6v1.7h.1c.5-.9 1.7-2 3.6-2 3.8 0 4.5 2.5 4.5 5.8V21h-3.8v-5.8c0-1.4 0-3.2-1.9-3.2-2 0-2.3 1.5-2.3 3.1V21H9.5z" />
    </>
  ),
  tiktok: (
    <path d="M16.6 5.8A4.4 4.4 0 0 1 15.5 3h-3.2v12.5a2.7 2.7 0 1 1-2.7-2.7c.3 0 .6 0 .8.1V9.7a5.9 5.9 0 1 0 5.1 5.8V9.2a7.5 7.5 0 0 0 4.4 1.4V7.4a4.4 4.4 0 0 1-3.3-1.6Z" />
  ),
  youtube: (
    <path
      fillRule="evenodd"
      d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z"
    />
  ),
};

export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false">
      {GLYPHS[network]}
    </svg>
  );
}
