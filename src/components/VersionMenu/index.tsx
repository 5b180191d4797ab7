import React, {useCallback, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {useProduct} from '@site/src/products/useProduct';
import {t} from '@site/src/i18n';
import {getVersionMenuItems, type ArchivedPageHref} from './versionMenuItems';

interface Props {
  mobile?: boolean;
  position?: 'left' | 'right';
}

/**
 * Navbar item: the version menu of the current product only (none for pages of no product). Its
 * archived versions lead to the entry page of their site until the reader reaches for the menu
 * (pointer, focus or touch on its toggle); then the list of the archived sites' pages loads and each leads to
 * the page being read, where that version has it.
 */
export default function VersionMenu({mobile, position}: Props): ReactNode {
  const {product} = useProduct();
  const {pathname} = useLocation();
  const [toArchivedPage, setToArchivedPage] = useState<ArchivedPageHref>();
  const hasArchives = product.versions.some((version) => !version.href.startsWith('/'));
  const loadArchives = useCallback(() => {
    if (!hasArchives || toArchivedPage) return;
    import('./archivedPages').then(
      (module) => setToArchivedPage(() => module.archivedPageHref),
      // Offline or a failed chunk: the entries keep leading to each version's entry page.
      () => {},
    );
  }, [hasArchives, toArchivedPage]);
  const current = product.versions.find((version) => version.current);
  if (!current) {
    return null;
  }
  return (
    <DropdownNavbarItem
      mobile={mobile}
      position={position}
      label={current.text}
      aria-label={`${t('versions.label')}: ${current.text}`}
      items={getVersionMenuItems(product, pathname, toArchivedPage)}
      // The menu's toggle: the pointer crosses it to open the menu, and keyboard and touch use it.
      onPointerOver={loadArchives}
      onFocus={loadArchives}
      onTouchStart={loadArchives}
    />
  );
}
