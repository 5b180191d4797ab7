import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useProduct} from '@site/src/products/useProduct';
import {getProductStatusNotice} from './productStatus';

/**
 * The banner above every page of a product MUI no longer develops (Toolpad Studio), with
 * Docusaurus's version-banner classes: it plays the part of an unmaintained version's banner.
 */
export default function ProductStatusBanner(): ReactNode {
  const notice = getProductStatusNotice(useProduct().productId);
  if (!notice) return null;
  return (
    <div className="theme-doc-version-banner alert alert--warning margin-bottom--md">
      {notice.text} <Link to={notice.link.href}>{notice.link.label}</Link>.
    </div>
  );
}
