/**
 * The search page (/search/, added by plugins/search-index): the same Pagefind index as the box,
 * in one product or in every product ("Everywhere"), with the address as the query's only state,
 * so a link or a reload shows the same results.
 */
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluralForm} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import {getProduct} from '@site/src/products/registry';
import {t} from '@site/src/i18n';
import {createSearch} from './pagefind';
import {withHighlight, type SearchHit} from './results';
import {SEARCH_SCOPES, versionSearched} from './scope';
import {readSearchPageQuery, writeSearchPageQuery} from './searchPageQuery';
import styles from './SearchPage.module.css';

const SCOPE_IDS = SEARCH_SCOPES.map((scope) => scope.id);
/** Results shown at first, and added by each "Show more". */
const PAGE_SIZE = 20;

/** Pagefind's excerpts: page text with <mark> around the words found, nothing else (./results.ts). */
function Excerpt({html, className}: {html: string; className?: string}): ReactNode {
  return <span className={className} dangerouslySetInnerHTML={{__html: html}} />;
}

function ResultItem({hit, query, everywhere}: {hit: SearchHit; query: string; everywhere: boolean}): ReactNode {
  return (
    <article className={styles.result}>
      <h2 className={styles.resultTitle}>
        <Link to={withHighlight(hit.url, query)}>{hit.title}</Link>
      </h2>
      {everywhere && hit.product && (
        <p className={styles.resultPath}>{getProduct(hit.product as (typeof SCOPE_IDS)[number]).name}</p>
      )}
      <p className={styles.resultSummary}>
        <Excerpt html={hit.excerpt} />
      </p>
      {hit.sections.length > 0 && (
        <ul className={styles.resultSections}>
          {hit.sections.map((section) => (
            <li key={section.url}>
              <Link to={withHighlight(section.url, query)}>{section.title}</Link>
              {section.excerpt && (
                <>
                  {': '}
                  <Excerpt html={section.excerpt} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function SearchPageContent(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const history = useHistory();
  const location = useLocation();
  // The server, and hydration, render the page without a query; the address is read in the browser.
  const isBrowser = useIsBrowser();
  const {query, scope, version} = isBrowser
    ? readSearchPageQuery(location.search, SCOPE_IDS)
    : {query: '', scope: '', version: ''};
  const trimmed = query.trim();
  // "Show more" raises the limit of one query in one scope; another query or scope starts from the first results.
  const searchKey = `${scope}\n${version}\n${trimmed}`;
  const [more, setMore] = useState({key: '', limit: PAGE_SIZE});
  const limit = more.key === searchKey ? more.limit : PAGE_SIZE;
  const [results, setResults] = useState<{
    query: string;
    scope: string;
    outcome: {total: number; hits: SearchHit[]} | 'failed';
  } | null>(null);
  const {selectMessage} = usePluralForm();
  const searchDocs = useMemo(() => createSearch(baseUrl, 150), [baseUrl]);

  useEffect(() => {
    if (!trimmed) return undefined;
    let current = true;
    const product = scope ? getProduct(scope as (typeof SCOPE_IDS)[number]) : undefined;
    const filters = product ? {product: product.id, version: versionSearched(product, version)} : {};
    searchDocs(trimmed, filters, limit).then(
      (outcome) => current && outcome && setResults({query: trimmed, scope, outcome}),
      () => current && setResults({query: trimmed, scope, outcome: 'failed'}),
    );
    return () => {
      current = false;
    };
  }, [searchDocs, scope, version, trimmed, limit]);

  const update = (change: {query?: string; scope?: string; version?: string}) =>
    history.replace({...location, search: writeSearchPageQuery(location.search, change)});
  const shown = trimmed && results?.query === trimmed && results.scope === scope ? results.outcome : null;
  const heading = trimmed
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'},
        {query: trimmed},
      )
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});

  return (
    <main className={clsx('container', 'margin-vert--lg', styles.page)}>
      <Head>
        <meta name="robots" content="noindex, follow" />
        <title>{heading}</title>
      </Head>
      <h1>{heading}</h1>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label className={styles.field}>
          <span className={styles.label}>{t('searchPage.query')}</span>
          <input
            type="search"
            name="q"
            className={styles.input}
            value={query}
            onChange={(event) => update({query: event.target.value})}
            autoComplete="off"
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('searchPage.scope')}</span>
          <select
            name="ctx"
            className={styles.input}
            value={scope}
            onChange={(event) => update({scope: event.target.value, version: ''})}>
            <option value="">
              {translate({id: 'theme.SearchPage.searchContext.everywhere', message: 'Everywhere'})}
            </option>
            {SEARCH_SCOPES.map(({id, name}) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </form>
      <div role="status" className={styles.status}>
        {trimmed &&
          (shown === null
            ? t('searchPage.searching')
            : shown === 'failed'
              ? t('searchPage.failed')
              : shown.total > 0
                ? selectMessage(
                    shown.total,
                    translate(
                      {
                        id: 'theme.SearchPage.documentsFound.plurals',
                        message: '1 document found|{count} documents found',
                      },
                      {count: shown.total},
                    ),
                  )
                : translate({id: 'theme.SearchPage.noResultsText', message: 'No documents were found'}))}
      </div>
      {shown && shown !== 'failed' && shown.hits.length > 0 && (
        <section aria-label={t('searchPage.results')}>
          {shown.hits.map((hit) => (
            <ResultItem key={hit.url} hit={hit} query={trimmed} everywhere={scope === ''} />
          ))}
          {shown.total > shown.hits.length && (
            <button
              type="button"
              className={clsx('button button--secondary', styles.more)}
              onClick={() => setMore({key: searchKey, limit: shown.hits.length + PAGE_SIZE})}>
              {t('searchPage.more')}
            </button>
          )}
        </section>
      )}
    </main>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
