import React, {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import {listSavedPages, requestedPath, type SavedPage} from '@site/src/pwa/savedPages';

/**
 * `/offline/`: what the service worker shows for a page that is neither online nor saved
 * (src/pwa/worker): which page that was, and the pages this device can open without a connection.
 */
export default function OfflinePage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {search} = useLocation();
  const from = requestedPath(search, siteConfig.baseUrl);
  const [pages, setPages] = useState<SavedPage[] | null>(null);
  useEffect(() => {
    let current = true;
    listSavedPages(siteConfig.title, siteConfig.baseUrl)
      .catch(() => [])
      .then((saved) => current && setPages(saved));
    return () => {
      current = false;
    };
  }, [siteConfig.title, siteConfig.baseUrl]);
  return (
    <Layout title="Offline" description="Pages of the MUI docs saved on this device for reading without a connection.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>You are offline</h1>
        {from ? (
          <p>
            <code>{from}</code> is not saved on this device, so it needs a connection. <a href={from}>Try again</a> once
            you are back online.
          </p>
        ) : (
          <p>This device has no connection. The pages you have read are saved on it, and open without one.</p>
        )}
        <h2>Pages saved on this device</h2>
        {pages === null ? (
          <p role="status">Looking for saved pages…</p>
        ) : pages.length === 0 ? (
          <p role="status">No page is saved yet: pages are saved as you read them online.</p>
        ) : (
          <ul aria-label="Saved pages">
            {pages.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </main>
    </Layout>
  );
}
