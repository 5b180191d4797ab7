// SearchBar swizzle (wraps): the local index's search box, plus `/` to open it and an "All products"
// action that searches every product's index (the box itself searches the current product's).
import React, {useEffect, useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {searchContextOf} from '@site/src/search/searchSetup';
import {isSlashShortcut} from '@site/src/search/shortcuts';
import styles from './styles.module.css';

type Props = React.ComponentProps<typeof SearchBar>;

/** The search input the original renders (the local plugin and DocSearch both use this class). */
const INPUT_SELECTOR = '.navbar__search-input, .DocSearch-Button';

export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const isLocal = siteConfig.customFields?.search === 'local';
  const rootRef = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const {pathname} = useLocation();
  const scoped = isLocal && searchContextOf(pathname) !== undefined;

  useEffect(() => {
    if (!isLocal) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSlashShortcut(event)) return;
      const input = rootRef.current?.querySelector<HTMLElement>(INPUT_SELECTOR);
      if (input) {
        event.preventDefault();
        input.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isLocal]);

  const searchAllProducts = () => {
    const query = rootRef.current?.querySelector<HTMLInputElement>('input')?.value.trim() ?? '';
    // No `ctx`: the search page uses the index of every product.
    history.push(`/search/?${new URLSearchParams({q: query}).toString()}`);
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
