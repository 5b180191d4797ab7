import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useProduct} from '@site/src/products/useProduct';

/**
 * The `mui:productId` / `mui:productCategoryId` / `mui:version` meta tags, rendered into the static
 * HTML. The search index (plugins/search-index) reads the product and version as its filters.
 */
export default function ProductMeta(): ReactNode {
  const {productId, productCategoryId, product} = useProduct();
  const version = product.versions.find((entry) => entry.current)?.text;
  return (
    <Head>
      <meta name="mui:productId" content={productId} data-pagefind-filter="product[content]" />
      <meta name="mui:productCategoryId" content={productCategoryId} />
      {version && <meta name="mui:version" content={version} data-pagefind-filter="version[content]" />}
    </Head>
  );
}
