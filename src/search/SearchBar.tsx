/**
 * The navbar's search box with its results (a combobox, WAI-ARIA's list autocomplete pattern):
 * typing searches the Pagefind index (./pagefind.ts) within the page's product and version,
 * arrows move through the results, Enter opens one with the words to mark on arrival, Esc closes
 * the list and returns focus to where the shortcut took it from, and Tab moves on. Loaded by the
 * island (./SearchBarIsland.tsx) at the first sign that the reader wants to search.
 */
import React, {useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {getProduct} from '@site/src/products/registry';
import type {ProductId} from '@site/src/products/types';
import {t} from '@site/src/i18n';
import {takeReturnFocus} from './earlyShortcut';
import {createSearch, loadPagefind} from './pagefind';
import {withHighlight, type SearchHit} from './results';
import {archivedVersionOf} from '../products/archivedVersions';
import {searchFiltersOf} from './scope';
import {moveActive, searchPageUrl, toOptions, type SearchOption} from './searchOptions';
import SearchBox from './SearchBox';
import styles from './SearchBox.module.css';

type Props = {handleSearchBarToggle?: (expanded: boolean) => void};

/**
 * Pages the list shows at most (each with up to three sections). Each costs a fetch of its page's
 * excerpt data (2 to 10 KB gz): five keep a first search within 150 KB gz, Pagefind included.
 */
const RESULT_LIMIT = 5;
/** Typing pauses this long before a search runs. */
const DEBOUNCE_MS = 120;
/**
 * Shorter queries are not searched: a one-letter prefix matches a large part of the index, whose
 * pieces (about 37 KB gz each) would all be fetched for a result nobody wants.
 */
const MIN_QUERY_LENGTH = 2;

type Results = {query: string; hits: SearchHit[]} | {query: string; failed: true};

/**
 * An option's content, which is its name: the title (with the product's, off a product's pages),
 * then the text around the words found.
 */
function OptionContent({option, query, scoped}: {option: SearchOption; query: string; scoped: boolean}): ReactNode {
  if (option.kind === 'all') {
    return <span className={styles.seeAll}>{t('search.seeAll').replace('{query}', query.trim())}</span>;
  }
  return (
    <>
      <span className={styles.title}>
        {option.title}
        {option.kind === 'page' && !scoped && option.product && (
          <span className={styles.product}> ({getProduct(option.product as ProductId).name})</span>
        )}
      </span>
      {/* Pagefind's excerpt: page text with <mark> around the words found, nothing else (./results.ts). */}
      {option.excerpt && (
        <>
          {' '}
          <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: option.excerpt}} />
        </>
      )}
    </>
  );
}

export default function SearchBar({handleSearchBarToggle}: Props): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const history = useHistory();
  const {pathname} = useLocation();
  const filters = useMemo(() => searchFiltersOf(pathname), [pathname]);
  // On an archived version's page, "See all results" searches that version too.
  const archivedVersion = archivedVersionOf(pathname) ? filters.version : undefined;
  const scoped = filters.product !== undefined;
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Results | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const searchDocs = useMemo(() => createSearch(baseUrl, DEBOUNCE_MS), [baseUrl]);

  const trimmed = query.trim();
  const searchable = trimmed.length >= MIN_QUERY_LENGTH;
  useEffect(() => {
    if (!searchable) {
      setResults(null);
      return undefined;
    }
    let current = true;
    searchDocs(trimmed, filters, RESULT_LIMIT).then(
      (outcome) => {
        if (current && outcome) setResults({query: trimmed, hits: outcome.hits});
      },
      () => current && setResults({query: trimmed, failed: true}),
    );
    return () => {
      current = false;
    };
  }, [searchDocs, searchable, trimmed, filters]);

  // A new page closes the list (the box stays where the navbar is).
  useEffect(() => setOpen(false), [pathname]);

  const hits = results && results.query === trimmed && 'hits' in results ? results.hits : null;
  const options = useMemo(
    () => (hits ? toOptions(hits, searchPageUrl(baseUrl, trimmed, filters.product, archivedVersion)) : []),
    [hits, baseUrl, trimmed, filters.product],
  );
  useEffect(() => setActive(0), [options]);
  // The chosen option stays in sight as the arrows move through a list taller than its box.
  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({block: 'nearest'});
  }, [listId, active, options]);
  const expanded = open && trimmed !== '';
  const listShown = expanded && options.length > 0;

  const choose = (option: SearchOption) => {
    setOpen(false);
    inputRef.current?.blur();
    history.push(option.kind === 'all' ? option.url : withHighlight(option.url, trimmed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => moveActive(index, options.length, event.key));
    } else if (event.key === 'Enter' && trimmed) {
      event.preventDefault();
      const option = listShown ? options[active] : undefined;
      choose(option ?? {kind: 'all', url: searchPageUrl(baseUrl, trimmed, filters.product, archivedVersion)});
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) {
        setOpen(false);
        takeReturnFocus(window)?.focus();
      } else {
        setQuery('');
      }
    }
  };

  let status: string | null = null;
  if (expanded && !listShown) {
    if (!searchable) status = t('search.keepTyping');
    else if (results && 'failed' in results && results.query === trimmed) status = t('search.failed');
    else if (hits) status = t('search.noResults').replace('{query}', trimmed);
    else status = t('search.searching');
  }

  return (
    <SearchBox
      inputRef={inputRef}
      inputProps={{
        value: query,
        'aria-expanded': listShown,
        'aria-controls': listShown ? listId : undefined,
        'aria-activedescendant': listShown ? `${listId}-${active}` : undefined,
        onChange: (event) => {
          setQuery(event.target.value);
          // The island hands over what was typed even after the reader tabbed on: no list then.
          setOpen(event.target === document.activeElement);
        },
        onFocus: () => {
          setOpen(true);
          handleSearchBarToggle?.(true);
          void loadPagefind(baseUrl).catch(() => undefined);
        },
        onBlur: () => {
          setOpen(false);
          handleSearchBarToggle?.(false);
        },
        onKeyDown,
      }}>
      {expanded && (
        // Out of the Tab order, though it scrolls: Tab leaves the box for the next control. A press
        // in it keeps focus in the field: a click chooses, and a blur would close the list first.
        <div className={styles.dropdown} tabIndex={-1} onMouseDown={(event) => event.preventDefault()}>
          {status && (
            <p role="status" className={styles.status}>
              {status}
            </p>
          )}
          {listShown && (
            <ul role="listbox" id={listId} aria-label={t('search.results')} className={styles.list}>
              {options.map((option, index) => (
                <li
                  key={`${option.kind}:${option.url}`}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  // Focusable, not tabbable: the list scrolls, and its options are reached by arrows.
                  tabIndex={-1}
                  className={clsx(styles.option, option.kind === 'section' && styles.section)}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(option)}>
                  <OptionContent option={option} query={trimmed} scoped={scoped} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </SearchBox>
  );
}
