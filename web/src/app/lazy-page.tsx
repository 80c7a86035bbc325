import { lazy, type ComponentType } from 'react';

type ContentModule<TContent> = { default: TContent };

/**
 * A lazily loaded page made of a template and one content module, fetched in parallel as two chunks,
 * so a topic's copy is downloaded only on its own page.
 */
export function lazyTemplatePage<TContent>(
  loadTemplate: () => Promise<ComponentType<{ content: TContent; path: string }>>,
  loadContent: () => Promise<ContentModule<TContent>>,
  path: string,
) {
  return lazy(async () => {
    const [Template, content] = await Promise.all([loadTemplate(), loadContent()]);
    return { default: () => <Template content={content.default} path={path} /> };
  });
}

/** Finds the content module for `name` among those import.meta.glob found, or fails the build loudly. */
export function contentLoader<TContent>(
  modules: Record<string, () => Promise<ContentModule<TContent>>>,
  folder: string,
  name: string,
): () => Promise<ContentModule<TContent>> {
  const loader = modules[`${folder}/${name}.ts`];
  return loader ?? (() => Promise.reject(new Error(`Missing content module ${folder}/${name}.ts`)));
}
