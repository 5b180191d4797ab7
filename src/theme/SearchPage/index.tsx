// SearchPage (replaces the local search plugin's page, which cannot be wrapped for these fixes):
// the same search worker and result format, with the address as the query's only state. The
// plugin's page kept the query in its own state, which starts empty while the page hydrates, and
// wrote it back to the address at once: a direct visit to `/search/?q=button` lost its words. It
// also had no <main> landmark and no name for its scope list.
import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluralForm} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import {
  fetchIndexesByWorker,
  searchByWorker,
  type SearchResult,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import {
  Mark,
  searchContextByPaths,
  useAllContextsWithNoSearchContext,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
import {normalizeContextByPath} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/normalizeContextByPath';
import {highlight} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight';
import {highlightStemmed} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed';
import {getStemmedPositions} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions';
import {DEFAULT_LANGUAGE, t} from '@site/src/i18n';
import {readSearchPageQuery, writeSearchPageQuery} from '@site/src/search/searchPageQuery';
import styles from './styles.module.css';

/** The scopes the search offers (one per product), as paths and labels, read as the plugin reads them. */
const SCOPES = (searchContextByPaths ?? []).map((context) => normalizeContextByPath(context, DEFAULT_LANGUAGE));
const SCOPE_PATHS = SCOPES.map((scope) => scope.path);

/** The plugin's document types (its shared interfaces): a page title, a heading, a description... */
const TITLE = 0;
const DESCRIPTION = 2;
const KEYWORDS = 3;
const CONTENT = 4;

const RESULT_LIMIT = 100;

function ResultItem({result: {document, type, page, tokens, metadata}}: {result: SearchResult}): ReactNode {
  const fromPageText = type === CONTENT || type === DESCRIPTION || type === KEYWORDS;
  const path = [...((type === TITLE ? document.b : page?.b) ?? [])];
  if (type !== TITLE && !fromPageText && page) path.push(page.t);
  const title = (fromPageText ? document.s : document.t) ?? '';
  // The words to mark on the page the result opens, as the search box does.
  const marks =
    Mark && tokens.length > 0 ? `?${tokens.map((token) => `_highlight=${encodeURIComponent(token)}`).join('&')}` : '';
  return (
    <article className={styles.result}>
      <h2 className={styles.resultTitle}>
        <Link
          to={document.u + marks + (document.h ?? '')}
          dangerouslySetInnerHTML={{
            __html: fromPageText
              ? highlight(title, tokens)
              : highlightStemmed(title, getStemmedPositions(metadata, 't'), tokens, 100),
          }}
        />
      </h2>
      {path.length > 0 && <p className={styles.resultPath}>{path.join(' › ')}</p>}
      {(type === CONTENT || type === DESCRIPTION) && (
        <p
          className={styles.resultSummary}
          dangerouslySetInnerHTML={{
            __html: highlightStemmed(document.t, getStemmedPositions(metadata, 't'), tokens, 100),
          }}
        />
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
  // The server, and hydration, render the page without a query; the address is read once in the browser.
  const isBrowser = useIsBrowser();
  const {query, scope} = isBrowser ? readSearchPageQuery(location.search, SCOPE_PATHS) : {query: '', scope: ''};
  const version = isBrowser ? (new URLSearchParams(location.search).get('version') ?? '') : '';
  const indexUrl = `${baseUrl}${version}`;
  const [results, setResults] = useState<{query: string; scope: string; items: SearchResult[] | 'failed'} | null>(null);
  const {selectMessage} = usePluralForm();

  useEffect(() => {
    if (!query) return undefined;
    let current = true;
    void fetchIndexesByWorker(indexUrl, scope)
      .then(() => searchByWorker(indexUrl, scope, query, RESULT_LIMIT))
      .then(
        (items) => current && setResults({query, scope, items}),
        () => current && setResults({query, scope, items: 'failed'}),
      );
    return () => {
      current = false;
    };
  }, [indexUrl, scope, query]);

  const update = (change: {query?: string; scope?: string}) =>
    history.replace({...location, search: writeSearchPageQuery(location.search, change)});
  const shown = query && results?.query === query && results.scope === scope ? results.items : null;
  const heading = query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
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
        {SCOPES.length > 0 && (
          <label className={styles.field}>
            <span className={styles.label}>{t('searchPage.scope')}</span>
            <select
              name="ctx"
              className={styles.input}
              value={scope}
              onChange={(event) => update({scope: event.target.value})}>
              {useAllContextsWithNoSearchContext && (
                <option value="">
                  {translate({id: 'theme.SearchPage.searchContext.everywhere', message: 'Everywhere'})}
                </option>
              )}
              {SCOPES.map(({path, label}) => (
                <option key={path} value={path}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        )}
      </form>
      <div role="status" className={styles.status}>
        {query &&
          (shown === null
            ? t('searchPage.searching')
            : shown === 'failed'
              ? t('searchPage.failed')
              : shown.length > 0
                ? selectMessage(
                    shown.length,
                    translate(
                      {
                        id: 'theme.SearchPage.documentsFound.plurals',
                        message: '1 document found|{count} documents found',
                      },
                      {count: shown.length},
                    ),
                  )
                : translate({id: 'theme.SearchPage.noResultsText', message: 'No documents were found'}))}
      </div>
      {Array.isArray(shown) && shown.length > 0 && (
        <section aria-label={t('searchPage.results')}>
          {shown.map((result) => (
            <ResultItem key={result.document.i} result={result} />
          ))}
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
