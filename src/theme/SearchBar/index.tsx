// SearchBar swizzle (wraps): the search box (the local index's, plugins/search-index, or Algolia's),
// plus, on a product's pages, an "All products" action: the box searches the current product, the
// search page every product.
import React, {useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {searchContextOf} from '@site/src/search/scope';
import {searchPageUrl} from '@site/src/search/searchOptions';
import styles from './styles.module.css';

type Props = React.ComponentProps<typeof SearchBar>;

export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const isLocal = siteConfig.customFields?.search === 'local';
  const rootRef = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const {pathname} = useLocation();
  const scoped = isLocal && searchContextOf(pathname) !== undefined;

  const searchAllProducts = () => {
    const query = rootRef.current?.querySelector<HTMLInputElement>('input')?.value.trim() ?? '';
    // No product: the search page searches every product.
    history.push(searchPageUrl(siteConfig.baseUrl, query));
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <SearchBar {...props} />
      {scoped && (
        <button
          type="button"
          className={styles.allProducts}
          onClick={searchAllProducts}
          title="Search every product's docs"
          data-ga-event-category="search"
          data-ga-event-action="all-products">
          All products
        </button>
      )}
    </div>
  );
}
