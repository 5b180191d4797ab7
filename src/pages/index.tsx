import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {DOCS_INFRA_PRODUCT, PRODUCTS} from '@site/src/products/registry';
import type {Product} from '@site/src/products/types';
import styles from './index.module.css';

function ProductCard({product}: {product: Product}): ReactNode {
  const current = product.versions.find((version) => version.current);
  return (
    <li className={styles.card}>
      <Link className={styles.cardLink} to={product.href}>
        <img className={styles.logo} src={useBaseUrl(product.logo)} alt="" width={40} height={40} />
        <span className={styles.name}>{product.name}</span>
        {current && <span className={styles.version}>{current.text}</span>}
        <span className={styles.tagline}>{product.tagline}</span>
      </Link>
    </li>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="React component libraries documentation"
      description="Documentation for Material UI, Base UI, Joy UI, MUI System, MUI X Data Grid and Toolpad Core.">
      <main className={styles.main}>
        <header className={styles.hero}>
          <h1 className={styles.title}>Build React interfaces with the MUI libraries</h1>
          <p className={styles.lead}>
            One place for the documentation of every MUI library: pick the one that fits your project, from ready-made
            Material Design components to unstyled building blocks and data-heavy widgets.
          </p>
        </header>
        <ul className={styles.grid} aria-label="Products">
          {PRODUCTS.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
        <p className={styles.footnote}>
          Writing pages for this portal? Start with the{' '}
          <Link to={DOCS_INFRA_PRODUCT.href}>{DOCS_INFRA_PRODUCT.name}</Link> guide.
        </p>
      </main>
    </Layout>
  );
}
