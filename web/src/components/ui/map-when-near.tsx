import { useEffect, useRef, useState } from 'react';

/** How far below the viewport the map starts to load: a short scroll ahead, never at first paint. */
const NEAR_MARGIN = '200px 0px';

interface MapWhenNearProps {
  src: string;
  title: string;
  height: number;
  className?: string;
}

/**
 * An embedded map (a lazy iframe) that exists only once the visitor scrolls near it, so its third-party
 * request never competes with the page's first paint; until then a box of the same height keeps the layout.
 * Without script, the iframe is in <noscript> and the browser's own lazy loading decides.
 */
export function MapWhenNear({ src, title, height, className }: MapWhenNearProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const box = placeholder.current;
    if (!box || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);

  const frame = <iframe className={className} title={title} src={src} height={height} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />;
  if (near) return frame;
  return (
    <div ref={placeholder} className={className} style={{ height }} data-map-placeholder="">
      <noscript>{frame}</noscript>
    </div>
  );
}
