import {
  memo,
  startTransition,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {elementAtPath, focusPath} from './focusPath';
import type {DemoModule, DemoPreview} from './types';
import styles from './styles.module.css';

/** A promise that a preview waits on before it loads, and the switch that settles it. */
export interface PreviewGate {
  readonly promise: Promise<void>;
  readonly open: () => void;
}

export function createPreviewGate(): PreviewGate {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return {promise, open: () => resolve()};
}

/** True during the page's first render in the browser, before React has hydrated it (src/theme/Root.tsx). */
function isFirstHydration(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';
}

/** How far outside the viewport a preview starts to load; a large one (DemoModule.large) waits until it is in it. */
export const ROOT_MARGIN = '200px';
export const LARGE_ROOT_MARGIN = '0px';

/** Events that open the gate at once: the reader is about to use the demo. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/**
 * The gate of a demo's preview: on the page's first load, one that opens when the demo (`ref`)
 * nears the viewport or the reader points at or focuses it, so a page loads and renders only the
 * demos a reader comes to (what a preview renders is a chunk of its own, plugins/demos); after
 * that (a page reached by a link within the site), null: the preview renders at once. `rootMargin`
 * is how far outside the viewport "near" starts.
 */
export function usePreviewGate(
  ref: RefObject<HTMLElement | null>,
  rootMargin: string = ROOT_MARGIN,
): PreviewGate | null {
  const [gate] = useState(() => (isFirstHydration() ? createPreviewGate() : null));
  useEffect(() => {
    const node = ref.current;
    if (!gate || !node) return undefined;
    const open = () => {
      gate.open();
      cleanup();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
      rootMargin,
    });
    const cleanup = () => {
      observer.disconnect();
      for (const type of INTENT_EVENTS) node.removeEventListener(type, open, true);
    };
    observer.observe(node);
    for (const type of INTENT_EVENTS) node.addEventListener(type, open, {capture: true, passive: true});
    return cleanup;
  }, [gate, ref, rootMargin]);
  return gate;
}

/** What the demo renders, in its island; `onReady` runs once it is on the page and live. */
function LoadedPreview({
  preview: {Component, Island},
  onReady,
}: {
  preview: DemoPreview;
  onReady: () => void;
}): ReactNode {
  useEffect(onReady, [onReady]);
  return (
    <Island>
      <Component />
    </Island>
  );
}

/** The preview once its module has loaded: it suspends until then (at once on the server, whose build has it). */
function SuspendingPreview({demo, onReady}: {demo: DemoModule; onReady: () => void}): ReactNode {
  return <LoadedPreview preview={use(demo.loadPreview())} onReady={onReady} />;
}

/**
 * The placeholder's inner HTML: empty, so hydration leaves the server's children in place. One
 * object for every render: React rewrites the inner HTML whenever it gets a different object.
 */
const SERVER_HTML = {__html: ''};

/** Says that the preview could not load (the network dropped), and loads it again when asked. */
function LoadFailure({onRetry}: {onRetry: () => void}): ReactNode {
  return (
    <p className={styles.codeLoading} role="alert">
      This demo could not be loaded.{' '}
      <button type="button" className={styles.action} onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}

/**
 * A demo's preview. On the server, and in the browser after the first page (gate null), it
 * renders the demo, suspending until its module has loaded. On the page's first load it keeps the
 * server's HTML, untouched by hydration, until the gate opens and the preview's module arrives;
 * then it renders the demo in its place (the same markup, so nothing moves), in a transition that
 * yields to input, and puts focus back where the reader had it. The server HTML is not hydrated
 * in a Suspense boundary because any context that changes above such a boundary before it
 * hydrates (a preference read after hydration, say) makes React drop the server HTML.
 * Memoised: nothing the page re-renders reaches it.
 */
export const GatedPreview = memo(function GatedPreview({
  gate,
  demo,
  onReady,
}: {
  gate: PreviewGate | null;
  demo: DemoModule;
  onReady: () => void;
}): ReactNode {
  const [loaded, setLoaded] = useState<DemoPreview | null>(null);
  const [failed, setFailed] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const focus = useRef<number[] | null>(null);

  useEffect(() => {
    if (!gate) return undefined;
    let mounted = true;
    void gate.promise
      .then(() => demo.loadPreview())
      .then(
        (preview) => {
          if (!mounted) return;
          const frame = frameRef.current;
          focus.current = frame ? focusPath(frame, document.activeElement) : null;
          startTransition(() => setLoaded(preview));
        },
        () => mounted && setFailed(true),
      );
    return () => {
      mounted = false;
    };
  }, [gate, demo]);

  useLayoutEffect(() => {
    const path = focus.current;
    const frame = frameRef.current;
    if (!loaded || !path || !frame) return;
    focus.current = null;
    const target = elementAtPath(frame, path);
    if (target instanceof HTMLElement) target.focus({preventScroll: true});
  }, [loaded]);

  if (gate && !loaded) {
    if (failed) {
      return (
        <LoadFailure
          onRetry={() =>
            demo.loadPreview(true).then(
              (preview) => {
                setFailed(false);
                setLoaded(preview);
              },
              () => {},
            )
          }
        />
      );
    }
    // The server's HTML stays as it is: React neither hydrates nor replaces what is inside.
    return (
      <div ref={frameRef} className={styles.frame} suppressHydrationWarning dangerouslySetInnerHTML={SERVER_HTML} />
    );
  }
  return (
    <div ref={frameRef} className={styles.frame}>
      {loaded ? (
        <LoadedPreview preview={loaded} onReady={onReady} />
      ) : (
        <ErrorBoundary
          fallback={({tryAgain}) => (
            <LoadFailure
              onRetry={() => {
                void demo.loadPreview(true).catch(() => {});
                tryAgain();
              }}
            />
          )}>
          <Suspense fallback={null}>
            <SuspendingPreview demo={demo} onReady={onReady} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
});
