import type { ComponentType } from 'react';
import { preloadable } from '../lib/preloadable';

type PageModule = { default: ComponentType };
type ContentModule<TContent> = { default: TContent };

export type PreloadablePage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page in its own chunk. Once preloaded (the server and the browser both preload the page they are
 * about to render or hydrate), it renders at once like any component, so hydration never waits on it;
 * reached by navigation before that, it is an ordinary React.lazy component behind the layout's
 * Suspense boundary.
 */
export function lazyPage(load: () => Promise<PageModule>): PreloadablePage {
  return preloadable(async () => (await load()).default);
}

/**
 * A page made of a template and one content module, fetched in parallel as two chunks, so a topic's
 * copy is downloaded only on its own page.
 */
export function lazyTemplatePage<TContent>(
  loadTemplate: () => Promise<ComponentType<{ content: TContent; path: string }>>,
  loadContent: () => Promise<ContentModule<TContent>>,
  path: string,
): PreloadablePage {
  return lazyPage(async () => {
    const [Template, content] = await Promise.all([loadTemplate(), loadContent()]);
    return { default: () => <Template content={content.default} path={path} /> };
  });
}

/** Finds the content module for `name` among those import.meta.glob found; a missing one fails when rendered. */
export function contentLoader<TContent>(
  modules: Record<string, () => Promise<ContentModule<TContent>>>,
  folder: string,
  name: string,
): () => Promise<ContentModule<TContent>> {
  const loader = modules[`${folder}/${name}.ts`];
  return loader ?? (() => Promise.reject(new Error(`Missing content module ${folder}/${name}.ts`)));
}
