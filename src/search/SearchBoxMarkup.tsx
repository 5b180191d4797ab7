/**
 * The search box as search-local's SearchBar renders it while idle (empty, not focused, index not
 * loading), with that component's own CSS module classes, so that swapping one for the other
 * (src/search/SearchBarIsland.tsx) changes nothing on screen. A browser test compares the two
 * (e2e/search.spec.ts): if a search-local upgrade changes its markup, update this copy.
 */
import React, {type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import {
  searchBarShortcut,
  searchBarShortcutHint,
  searchBarShortcutKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
import {getKeymapHints} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import ringStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing.module.css';

/** search-local's magnifier icon. */
const SEARCH_ICON_PATH =
  'M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z';

export default function SearchBoxMarkup({boxRef}: {boxRef: Ref<HTMLDivElement>}): ReactNode {
  // Like the original, the shortcut hint appears once the page runs in a browser (it depends on the platform).
  const isBrowser = useIsBrowser();
  const hints =
    isBrowser && searchBarShortcut && searchBarShortcutHint && searchBarShortcutKeymap
      ? getKeymapHints(searchBarShortcutKeymap, isMacPlatform())
      : [];
  return (
    <div ref={boxRef} className={clsx('navbar__search', styles.searchBarContainer)} dir="ltr">
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path fill="currentColor" d={SEARCH_ICON_PATH} />
      </svg>
      <input
        placeholder={translate({
          id: 'theme.SearchBar.label',
          message: 'Search',
          description: 'The ARIA label and placeholder for search button',
        })}
        aria-label="Search"
        className={`navbar__search-input ${styles.searchInput}`}
        defaultValue=""
      />
      <div className={clsx(ringStyles.loadingRing, styles.searchBarLoadingRing)}>
        <div />
        <div />
        <div />
        <div />
      </div>
      {hints.length > 0 && (
        <div className={styles.searchHintContainer}>
          {hints.map((hint, index) => (
            // The hints are a fixed list: their index is their identity.
            <kbd key={index} className={styles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}
