// DocSidebar/Desktop/Content swizzle (wraps): a filter box above the product's sidebar.
import React, {useMemo, useState, type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type {Props} from '@theme/DocSidebar/Desktop/Content';
import {useHistory} from '@docusaurus/router';
import isInternalUrl from '@docusaurus/isInternalUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import SidebarFilter from '@site/src/components/SidebarFilter';
import {countLinks, filterSidebarItems, firstHref} from '@site/src/search/sidebarFilter';

export default function DocSidebarDesktopContent(props: Props): ReactNode {
  const [query, setQuery] = useState('');
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  const filtering = query.trim() !== '';
  const sidebar = useMemo(() => filterSidebarItems(props.sidebar, query), [props.sidebar, query]);

  const openFirst = () => {
    const href = firstHref(sidebar);
    if (href === undefined || !filtering) return;
    if (isInternalUrl(href)) {
      // Sidebar hrefs are stored without the trailing slash the site's links get when rendered.
      history.push(applyTrailingSlash(href, {trailingSlash: siteConfig.trailingSlash, baseUrl: siteConfig.baseUrl}));
    } else {
      window.open(href, '_blank', 'noopener');
    }
  };

  return (
    <>
      <SidebarFilter query={query} onQueryChange={setQuery} matchCount={countLinks(sidebar)} onOpenFirst={openFirst} />
      {/* Categories read `collapsed` when they mount: filtering remounts them expanded, clearing restores them. */}
      <Content key={filtering ? 'filtered' : 'full'} {...props} sidebar={sidebar} />
    </>
  );
}
