import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useProduct} from '@site/src/products/useProduct';

/** The `mui:productId` / `mui:productCategoryId` meta tags, rendered into the static HTML. */
export default function ProductMeta(): ReactNode {
  const {productId, productCategoryId} = useProduct();
  return (
    <Head>
      <meta name="mui:productId" content={productId} />
      <meta name="mui:productCategoryId" content={productCategoryId} />
    </Head>
  );
}
