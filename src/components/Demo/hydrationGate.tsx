import {memo, Suspense, use, useEffect, useState, type ComponentType, type ReactNode, type RefObject} from 'react';
import type {DemoModule} from './types';

/**
 * Libraries whose demos cost enough to hydrate (a grid measures itself, a dashboard mounts its
 * shell and router) that a page should not pay for those it has not scrolled to: such a demo's
 * preview keeps its server HTML until it comes near the viewport or the reader reaches for it.
 */
export const DEFERRED_HYDRATION_LIBRARIES: readonly string[] = ['@mui/x-data-grid', '@toolpad/core'];

/** Whether a demo imports one of DEFERRED_HYDRATION_LIBRARIES (or a module under one). */
export function defersHydration(moduleSpecifiers: readonly string[]): boolean {
  return moduleSpecifiers.some((specifier) =>
    // `@mui/x-data-grid` covers the Pro and Premium packages too.
    DEFERRED_HYDRATION_LIBRARIES.some((library) => specifier.startsWith(library)),
  );
}

/** A promise that a preview waits on before it hydrates, and the switch that settles it. */
export interface HydrationGate {
  readonly promise: Promise<void>;
  readonly isOpen: () => boolean;
  readonly open: () => void;
}

export function createHydrationGate(): HydrationGate {
  let opened = false;
  let resolve: () => void = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return {
    promise,
    isOpen: () => opened,
    open: () => {
      opened = true;
      resolve();
    },
  };
}

/** True during the page's first render in the browser, before React has hydrated it (src/theme/Root.tsx). */
function isFirstHydration(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';
}

/** Gates not yet open, all of which the reader's first press anywhere opens (openAllOnPress). */
const waiting = new Set<HydrationGate>();
let listening = false;

/**
 * The reader's first click or key press anywhere opens every gate: it may change what a waiting
 * preview reads (the colour mode, a setting), and an update reaching a boundary that still shows
 * server HTML would make React discard that HTML and render it again.
 */
function openAllOnPress(): void {
  if (listening) return;
  listening = true;
  const openAll = () => {
    for (const gate of waiting) gate.open();
    waiting.clear();
  };
  document.addEventListener('pointerdown', openAll, {capture: true, passive: true});
  document.addEventListener('keydown', openAll, {capture: true, passive: true});
}

/** How far outside the viewport a deferred preview starts to hydrate. */
const ROOT_MARGIN = '200px';

/** Events that open the gate at once: the reader is about to use the demo. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/**
 * The gate of a demo's preview: on the page's first load, for a demo in DEFERRED_HYDRATION_LIBRARIES,
 * one that opens when the demo (`ref`) nears the viewport or the reader points at or focuses it;
 * otherwise null (the preview hydrates, or renders, at once).
 */
export function useHydrationGate(demo: DemoModule, ref: RefObject<HTMLElement | null>): HydrationGate | null {
  const [gate] = useState(() =>
    isFirstHydration() && defersHydration(Object.keys(demo.modules)) ? createHydrationGate() : null,
  );
  useEffect(() => {
    const node = ref.current;
    if (!gate || !node) return undefined;
    const open = () => {
      gate.open();
      waiting.delete(gate);
      cleanup();
    };
    waiting.add(gate);
    openAllOnPress();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
      rootMargin: ROOT_MARGIN,
    });
    const cleanup = () => {
      observer.disconnect();
      for (const type of INTENT_EVENTS) node.removeEventListener(type, open, true);
    };
    observer.observe(node);
    for (const type of INTENT_EVENTS) node.addEventListener(type, open, {capture: true, passive: true});
    return () => {
      waiting.delete(gate);
      cleanup();
    };
  }, [gate, ref]);
  return gate;
}

/** Suspends until the gate opens: under a Suspense boundary during hydration, React keeps the server HTML meanwhile. */
function Gate({gate, children}: {gate: HydrationGate | null; children: ReactNode}): ReactNode {
  if (gate && !gate.isOpen()) use(gate.promise);
  return children;
}

/**
 * A demo's preview behind its hydration gate, inside the demo's island. Memoised: while the server
 * HTML waits, an update reaching the boundary would make React render it on the client instead.
 */
export const GatedPreview = memo(function GatedPreview({
  gate,
  Component,
}: {
  gate: HydrationGate | null;
  Component: ComponentType;
}): ReactNode {
  return (
    <Suspense fallback={null}>
      <Gate gate={gate}>
        <Component />
      </Gate>
    </Suspense>
  );
});
