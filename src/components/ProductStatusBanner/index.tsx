import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useProduct} from '@site/src/products/useProduct';
import {getProductStatusNotice} from './productStatus';

/**
 * The banner above every page of an archived version (Material UI v6) and of a product that is not
 * a stable, developed release: one MUI no longer develops (Toolpad Studio) or a pre-release (Base
 * UI and Joy UI betas, Toolpad Core 0.x). It has Docusaurus's version-banner classes: it plays the
 * part of an unreleased or unmaintained version's banner.
 */
export default function ProductStatusBanner(): ReactNode {
  const notice = getProductStatusNotice(useProduct().product, useLocation().pathname);
  if (!notice) return null;
  return (
    <div className="theme-doc-version-banner alert alert--warning margin-bottom--md">
      {notice.text}
      {notice.link && (
        <>
          {' '}
          <Link to={notice.link.href}>{notice.link.label}</Link>.
        </>
      )}
    </div>
  );
}
