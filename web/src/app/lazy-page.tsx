import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

type PageModule = { default: ComponentType };
type ContentModule<TContent> = { default: TContent };

export type PreloadablePage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A lazily loaded page that can also be loaded ahead of rendering. Once loaded it resolves
 * synchronously, so hydrating a prerendered page whose chunk was preloaded never suspends (a
 * suspended boundary would show its fallback if anything above it re-rendered during hydration).
 */
export function lazyPage(load: () => Promise<PageModule>): PreloadablePage {
  let loaded: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const preload = () => (pending ??= load().then((module) => (loaded = module)));
  const resolvedNow = (module: PageModule) => ({ then: (resolve: (value: PageModule) => void) => resolve(module) });
  const Page = lazy(() => (loaded ? (resolvedNow(loaded) as unknown as Promise<PageModule>) : preload()));
  return Object.assign(Page, { preload });
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

/** Loads the page chunks an element tree's route elements need, if they are preloadable pages. */
export function preloadElement(element: unknown): Promise<unknown> | undefined {
  const type = (element as ReactElement | null)?.type as Partial<PreloadablePage> | undefined;
  return typeof type?.preload === 'function' ? type.preload() : undefined;
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
