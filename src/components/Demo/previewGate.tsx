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
 * that (a page reached by a link within the site), null: the preview renders at once. A `large`
 * preview opens only once it is in the viewport and the reader has scrolled the page, or when the
 * reader reaches for it: one in the first screen does not load on arrival, as its server HTML
 * already shows it, so a reader who only reads that screen does not pay for its library.
 */
export function usePreviewGate(ref: RefObject<HTMLElement | null>, large = false): PreviewGate | null {
  const [gate] = useState(() => (isFirstHydration() ? createPreviewGate() : null));
  useEffect(() => {
    const node = ref.current;
    if (!gate || !node) return undefined;
    let near = false;
    let scrolled = !large;
    const open = () => {
      gate.open();
      cleanup();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries[entries.length - 1]!.isIntersecting;
        if (near && scrolled) open();
      },
      {rootMargin: large ? LARGE_ROOT_MARGIN : ROOT_MARGIN},
    );
    const onScroll = () => {
      scrolled = true;
      if (near) open();
    };
    const cleanup = () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      for (const type of INTENT_EVENTS) node.removeEventListener(type, open, true);
    };
    observer.observe(node);
    if (!scrolled) window.addEventListener('scroll', onScroll, {passive: true});
    for (const type of INTENT_EVENTS) node.addEventListener(type, open, {capture: true, passive: true});
    return cleanup;
  }, [gate, ref, large]);
  return gate;
}

/** What the demo renders, in its island; `onReady` runs once it is on the page and live. */
function LoadedPreview({preview, onReady}: {preview: DemoPreview; onReady: (preview: DemoPreview) => void}): ReactNode {
  const {Component, Island} = preview;
  useEffect(() => onReady(preview), [onReady, preview]);
  return (
    <Island>
      <Component />
    </Island>
  );
}

/** The preview once its module has loaded: it suspends until then (at once on the server, whose build has it). */
function SuspendingPreview({demo, onReady}: {demo: DemoModule; onReady: (preview: DemoPreview) => void}): ReactNode {
  return <LoadedPreview preview={use(demo.loadPreview())} onReady={onReady} />;
}

/**
 * What a mouse click dispatches, in order: components open on any of them (Select on mousedown,
 * a button on click), so the replay of a click sends all of them.
 */
export function replayClick(target: Element): void {
  const init = {bubbles: true, cancelable: true, composed: true, button: 0};
  const pointer = typeof PointerEvent === 'function';
  if (pointer) target.dispatchEvent(new PointerEvent('pointerdown', {...init, isPrimary: true}));
  target.dispatchEvent(new MouseEvent('mousedown', init));
  if (pointer) target.dispatchEvent(new PointerEvent('pointerup', {...init, isPrimary: true}));
  target.dispatchEvent(new MouseEvent('mouseup', init));
  target.dispatchEvent(new MouseEvent('click', init));
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
  onReady: (preview: DemoPreview) => void;
}): ReactNode {
  const [loaded, setLoaded] = useState<DemoPreview | null>(null);
  const [failed, setFailed] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const focus = useRef<number[] | null>(null);
  const click = useRef<number[] | null>(null);

  // A click on the server's HTML before the preview is live (a tap on a phone opens the gate and
  // lands at once) is remembered, to be replayed on the same element once it is.
  useEffect(() => {
    const frame = frameRef.current;
    if (!gate || loaded || !frame) return undefined;
    const remember = (event: MouseEvent) => {
      click.current = event.target instanceof Element ? focusPath(frame, event.target) : null;
    };
    frame.addEventListener('click', remember, true);
    return () => frame.removeEventListener('click', remember, true);
  }, [gate, loaded]);

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

  // Replayed in a task of its own: React ignores events dispatched while it flushes effects.
  useEffect(() => {
    const path = click.current;
    const frame = frameRef.current;
    if (!loaded || !path || !frame) return undefined;
    click.current = null;
    const timer = setTimeout(() => {
      const target = elementAtPath(frame, path);
      if (target) replayClick(target);
    });
    return () => clearTimeout(timer);
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
