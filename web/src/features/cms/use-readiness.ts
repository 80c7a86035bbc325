import {
  checkReadiness, DEFAULT_READINESS_LEVELS, libraryImageSize, type ReadinessContextView, type ReadinessFinding,
} from '@site/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useSiteConfig } from '../../config/site-config-context';
import { getReadinessContext } from './api/get-readiness-context';
import type { ContentDraft } from './api/save-content';
import { bodyOutline } from './body-outline';

/** How long typing pauses before the checks run again. */
export const READINESS_DEBOUNCE_MS = 400;

/** Without the service's context the link rule is left out rather than calling every internal link broken. */
const WITHOUT_CONTEXT: ReadinessContextView = { levels: { ...DEFAULT_READINESS_LEVELS, 'links.internal.broken': 'off' }, publishedItemPaths: [] };

type CheckedFields = Pick<ContentDraft, 'title' | 'metaDescription' | 'content' | 'imageUrl' | 'imageAlt' | 'socialImageUrl'>;

/**
 * Issue 35's readiness findings for the form as it is, from the same rules (@site/contracts) the service
 * applies before a publish, run here a moment after typing pauses.
 */
export function useReadiness(draft: CheckedFields): ReadinessFinding[] {
  const { SITE_URL } = useSiteConfig();
  const [context, setContext] = useState<ReadinessContextView>(WITHOUT_CONTEXT);
  const [checked, setChecked] = useState<CheckedFields>(draft);
  const { title, metaDescription, content, imageUrl, imageAlt, socialImageUrl } = draft;

  useEffect(() => {
    let current = true;
    getReadinessContext().then((loaded) => current && setContext(loaded), () => undefined);
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => setChecked({ title, metaDescription, content, imageUrl, imageAlt, socialImageUrl }), READINESS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [title, metaDescription, content, imageUrl, imageAlt, socialImageUrl]);

  return useMemo(() => checkReadiness(checked, bodyOutline(checked.content), {
    levels: context.levels,
    siteOrigin: SITE_URL,
    publishedItemPaths: new Set(context.publishedItemPaths),
    socialImageSize: libraryImageSize(checked.socialImageUrl.trim() || checked.imageUrl),
  }), [checked, context, SITE_URL]);
}
