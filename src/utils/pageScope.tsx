import React, {createContext, useContext, useState, type ReactNode} from 'react';

/**
 * Values that live as long as one page render. The server renders every page in one process, so
 * module state would be shared by all pages, while component state is not shared between
 * sibling components of one page. A page scope is the in-between: one per render of the page,
 * shared by every component in it. On the client there is one page render, the app.
 */
type PageScope = Map<string, unknown>;

const PageScopeContext = createContext<PageScope | null>(null);

/** Gives its subtree one page scope (Root renders it once per page). */
export function PageScopeProvider({children}: {children: ReactNode}): ReactNode {
  const [scope] = useState<PageScope>(() => new Map());
  return <PageScopeContext.Provider value={scope}>{children}</PageScopeContext.Provider>;
}

/**
 * The page's value for `key`, created by `create` by the first component that asks. Without a
 * page scope (a component rendered on its own, as in unit tests), each component gets its own.
 */
export function usePageSingleton<T>(key: string, create: () => T): T {
  const scope = useContext(PageScopeContext);
  const [own] = useState(() => (scope ? undefined : {value: create()}));
  if (own) return own.value;
  // `scope` is set whenever `own` is not. Creating on first read is idempotent: a render that is
  // thrown away leaves a value the next render uses.
  if (!scope!.has(key)) scope!.set(key, create());
  return scope!.get(key) as T;
}
