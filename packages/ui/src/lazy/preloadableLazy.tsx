import { lazy, useState, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the component's chunk; once it has loaded, the component renders without suspending. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * A lazily loaded component that can be loaded ahead of its first render. React.lazy always suspends on first use,
 * even when the chunk is already there, and React then holds the revealed page back for its fallback throttle
 * (~300 ms): a page the first screen needs is preloaded before the first render instead (docs/decisions/0904).
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a chunk that failed to load is asked for again next time
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
