/**
 * The browser's `react-helmet-async` (plugins/lean/client/client-head aliases the package to this module in
 * the client build; the server build keeps the library, which writes the static HTML's head).
 * Docusaurus's `<Head>` renders `<Helmet>` and its client entry wraps the app in
 * `<HelmetProvider>`: this module has both, with the library's rules for combining nested heads
 * (plugins/lean/client/runtime/head/headState.ts), at about a third of its gzipped size (with its dependencies): no server
 * rendering, no props beyond `children`, no prop-types.
 */
import React, {createContext, useContext, useLayoutEffect, useState, type ReactNode} from 'react';
import {applyHeadState} from './applyHeadState';
import {combineHeadRequests, readHeadChildren, type HeadRequest} from './headState';

/** The mounted heads, by the order they first rendered in (outer and earlier first). */
export class HeadRegistry {
  private readonly requests = new Map<number, HeadRequest>();
  private next = 0;
  private scheduled = false;

  constructor(private readonly apply: (requests: HeadRequest[]) => void) {}

  /** A place for a head that renders for the first time: after every head that rendered before it. */
  reserve(): number {
    this.next += 1;
    return this.next;
  }

  set(order: number, request: HeadRequest): void {
    this.requests.set(order, request);
    this.schedule();
  }

  delete(order: number): void {
    this.requests.delete(order);
    this.schedule();
  }

  /**
   * Applies once per commit, after every head of it has registered (heads register in layout
   * effects, children first); before paint, and before the page view Docusaurus's route-update
   * lifecycle reports from a later frame reads `document.title`.
   */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.apply([...this.requests.entries()].sort(([a], [b]) => a - b).map(([, request]) => request));
    });
  }
}

const applyToDocument = (requests: HeadRequest[]): void => applyHeadState(document, combineHeadRequests(requests));

const RegistryContext = createContext<HeadRegistry | null>(null);

export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  const [registry] = useState(() => new HeadRegistry(applyToDocument));
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export function Helmet({children}: {children?: ReactNode}): ReactNode {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('<Helmet> (Docusaurus <Head>) needs a <HelmetProvider> above it');
  // Render order, which parents and earlier siblings come first in: the order the server uses.
  const [order] = useState(() => registry.reserve());
  const request = readHeadChildren(children);
  useLayoutEffect(() => registry.set(order, request));
  useLayoutEffect(() => () => registry.delete(order), [registry, order]);
  return null;
}
