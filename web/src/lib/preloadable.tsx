import { lazy, type ComponentType } from 'react';

export type Preloadable<Props extends object> = ComponentType<Props> & { preload: () => Promise<ComponentType<Props>> };

/**
 * A component in a chunk of its own. Once preloaded it renders at once like any component; rendered
 * before that, it is an ordinary React.lazy component behind the nearest Suspense boundary. Preloading
 * what is about to be needed spares the screen both the fallback and React's pause before it reveals
 * what the fallback stood for.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>): Preloadable<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        // A chunk that could not be fetched is asked for again next time.
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloaded(props: Props) {
    const Component = Loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
