// DocVersionBanner swizzle (replaces): the banner above a doc. An archived version's pages (whose
// docs version has `banner: 'unmaintained'`) and pages of a product that is not a stable, developed
// release show the site's banner, with the theme's classes; it links an archived page to the same
// page in the latest version, which the original cannot do here (it finds the page in the global
// data's doc lists, which plugins/lean/generated/lean-global-data empties).
import type {ReactNode} from 'react';
import ProductStatusBanner from '@site/src/components/ProductStatusBanner';

export default function DocVersionBanner(): ReactNode {
  return <ProductStatusBanner />;
}
