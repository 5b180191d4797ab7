/**
 * Stands in for @docusaurus/core/lib/client/browserContext (plugins/lean/client/transition-browser-context):
 * the same context, which `useIsBrowser()` reads and which turns true once the page has hydrated.
 * The difference is that the change is a transition. Every component that asks whether it runs
 * in the browser (the search box, code-block buttons, collapsible sidebar categories...) renders
 * again when it flips. As an ordinary update, React ran that render in one uninterrupted task
 * (its length: the patch's entry in scripts/upstream/manifest/); as a transition, it yields to input
 * every few milliseconds.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
