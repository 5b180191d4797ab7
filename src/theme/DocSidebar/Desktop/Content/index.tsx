// DocSidebar/Desktop/Content swizzle (wraps): a filter box above the product's sidebar. The
// filter's logic (matching, with typo tolerance) loads when the box is first focused or typed in;
// until it has, the sidebar shows in full.
import React, {useMemo, useState, useSyncExternalStore, type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type {Props} from '@theme/DocSidebar/Desktop/Content';
import {useHistory} from '@docusaurus/router';
import isInternalUrl from '@docusaurus/isInternalUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import SidebarFilter from '@site/src/components/SidebarFilter';
import {loadOnce} from '@site/src/utils/loadOnce';

const filterLogic = loadOnce(() => import('@site/src/search/sidebarFilter'));
const listeners = new Set<() => void>();

/** Loads the filter's logic; the sidebars re-render when it has arrived. A failed load is retried on next use. */
function loadFilter(): void {
  if (filterLogic.loaded()) return;
  filterLogic.get().then(
    () => listeners.forEach((listener) => listener()),
    () => {},
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export default function DocSidebarDesktopContent(props: Props): ReactNode {
  const [query, setQuery] = useState('');
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  const filter = useSyncExternalStore(subscribe, filterLogic.loaded, () => undefined);
  const filtering = filter !== undefined && query.trim() !== '';
  const sidebar = useMemo(
    () => (filtering ? filter.filterSidebarItems(props.sidebar, query) : props.sidebar),
    [filter, filtering, props.sidebar, query],
  );

  const onQueryChange = (next: string) => {
    loadFilter();
    setQuery(next);
  };

  // Enter may come before the filter's logic has arrived: it opens the first match once it has.
  const openFirst = () => {
    if (query.trim() === '') return;
    filterLogic.get().then(
      (logic) => open(logic.firstHref(logic.filterSidebarItems(props.sidebar, query))),
      () => {},
    );
  };

  const open = (href: string | undefined) => {
    if (href === undefined) return;
    if (isInternalUrl(href)) {
      // Sidebar hrefs are stored without the trailing slash the site's links get when rendered.
      history.push(applyTrailingSlash(href, {trailingSlash: siteConfig.trailingSlash, baseUrl: siteConfig.baseUrl}));
    } else {
      window.open(href, '_blank', 'noopener');
    }
  };

  return (
    <>
      <SidebarFilter
        query={query}
        onQueryChange={onQueryChange}
        onFocus={loadFilter}
        matchCount={filtering ? filter.countLinks(sidebar) : undefined}
        onOpenFirst={openFirst}
      />
      {/* Categories read `collapsed` when they mount: filtering remounts them expanded, clearing restores them. */}
      <Content key={filtering ? 'filtered' : 'full'} {...props} sidebar={sidebar} />
    </>
  );
}
