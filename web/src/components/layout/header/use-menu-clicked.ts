import { useCallback, useEffect, useRef, useState } from 'react';
import { MENU_CLICK_MARKER_MS } from './header-constants';

/**
 * Marks the menu as clicked for a short moment after a link is chosen, so the mega menu does not
 * re-open under a pointer that is still resting on it.
 */
export function useMenuClicked(): [menuClicked: boolean, markMenuClicked: () => void] {
  const [menuClicked, setMenuClicked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const markMenuClicked = useCallback(() => {
    clearTimeout(timer.current);
    setMenuClicked(true);
    timer.current = setTimeout(() => setMenuClicked(false), MENU_CLICK_MARKER_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return [menuClicked, markMenuClicked];
}
