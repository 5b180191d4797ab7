import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {PRODUCTS} from '@site/src/products/registry';
import type {Product} from '@site/src/products/types';
import styles from './styles.module.css';

function ProductRow({product}: {product: Product}): ReactNode {
  const logo = useBaseUrl(product.logo);
  return (
    <tr>
      <th scope="row">
        <span className={styles.product}>
          <img src={logo} alt="" width={24} height={24} />
          {product.name}
        </span>
      </th>
      <td>
        <ul className={styles.versions}>
          {product.versions.map((version) => (
            <li key={version.text}>
              <Link to={version.href} aria-current={version.current ? 'true' : undefined}>
                {version.text}
              </Link>
              {version.current && <span className={styles.current}>current</span>}
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

/** Every product's versions, from the product registry. */
export default function VersionsTable(): ReactNode {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Versions of every product</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Versions</th>
        </tr>
      </thead>
      <tbody>
        {PRODUCTS.map((product) => (
          <ProductRow key={product.id} product={product} />
        ))}
      </tbody>
    </table>
  );
}
