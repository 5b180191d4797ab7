import React, {useEffect, useId, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import errorCodes from '@site/src/data/error-codes.json';
import {t} from '@site/src/i18n';
import {decodeErrorMessage, listErrorCodes, parseErrorQuery, type DecodedError} from './decodeErrorMessage';
import styles from './styles.module.css';

/** Anchor of the table of all codes; the explanations of unknown and missing codes link to it. */
export const ERROR_CODES_ANCHOR = 'error-codes';

const ALL_CODES = listErrorCodes(errorCodes);

/**
 * True once the component has mounted in the browser. The static HTML is built without a query,
 * so reading the query before then would make the first client render differ from the server's.
 */
function useHasMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

function SeeAllCodesLink(): ReactNode {
  return (
    <p>
      <a href={`#${ERROR_CODES_ANCHOR}`}>{t('errorDecoder.seeAllCodes')}</a>
    </p>
  );
}

/** The answer to the address's query. Everything from the query is rendered as text, never as markup. */
function DecodedResult({result}: {result: DecodedError}): ReactNode {
  const headingId = useId();
  let heading: string;
  let body: ReactNode;
  switch (result.kind) {
    case 'decoded':
      heading = `${t('errorDecoder.decoded.heading')} ${result.code}`;
      body = (
        <>
          <p>{t('errorDecoder.decoded.lead')}</p>
          <pre className={styles.message}>{result.message}</pre>
        </>
      );
      break;
    case 'missing-code':
      heading = t('errorDecoder.missingCode.heading');
      body = (
        <>
          <p>{t('errorDecoder.missingCode.body')}</p>
          <SeeAllCodesLink />
        </>
      );
      break;
    case 'unknown-code':
      heading = t('errorDecoder.unknownCode.heading');
      body = (
        <>
          <p>{t('errorDecoder.unknownCode.body')}</p>
          <p>
            {t('errorDecoder.unknownCode.given')} <code className={styles.givenCode}>{result.code}</code>
          </p>
          <SeeAllCodesLink />
        </>
      );
      break;
  }
  return (
    <section className={styles.result} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {body}
    </section>
  );
}

function ErrorCodesTable(): ReactNode {
  return (
    <>
      <h2 id={ERROR_CODES_ANCHOR}>{t('errorDecoder.table.heading')}</h2>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('errorDecoder.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('errorDecoder.table.code')}</th>
            <th scope="col">{t('errorDecoder.table.message')}</th>
          </tr>
        </thead>
        <tbody>
          {ALL_CODES.map(({code, template}) => (
            <tr key={code}>
              <th scope="row" className={styles.code}>
                {code}
              </th>
              <td className={styles.template}>{template}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/**
 * The production error decoder: what the page is for, the message the address's `?code=` and
 * `args[]=` stand for (after hydration), and the table of every code.
 */
export default function ErrorDecoder(): ReactNode {
  const {search} = useLocation();
  const mounted = useHasMounted();
  let result: DecodedError | null = null;
  if (mounted) {
    const {code, args} = parseErrorQuery(search);
    result = decodeErrorMessage(errorCodes, code, args);
  }
  return (
    <div className={styles.decoder}>
      <p className={styles.intro}>{t('errorDecoder.intro')}</p>
      {result && <DecodedResult result={result} />}
      <ErrorCodesTable />
    </div>
  );
}
