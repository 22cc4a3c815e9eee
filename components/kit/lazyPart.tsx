import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a screen whose code loads when it is first rendered, `fallback` showing meanwhile: React's
 * own `lazy` and `Suspense`. next/dynamic does the same through a loader of its own (about 1.3 kB gzip)
 * that a page using only these need not carry. The server renders the part in full (the pages router
 * waits until everything is ready), and hydration keeps the server's HTML until the part's code arrives.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
