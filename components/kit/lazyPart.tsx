import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a screen that appears only after the first render (a dialog, the next form), whose code
 * loads when it is first shown, `fallback` showing meanwhile: React's own `lazy` and `Suspense`.
 * next/dynamic does the same through a loader of its own (about 1.3 kB gzip) that a page using only
 * these need not carry (a page that has the loader anyway gains nothing from this). Not for what the
 * server renders: React may stream a Suspense boundary's content with inline scripts, which the
 * content-security policy blocks (no nonce), so server-rendered parts keep next/dynamic, which renders
 * them in place.
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
