import React, {type ReactNode} from 'react';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {useProduct} from '@site/src/products/useProduct';
import {t} from '@site/src/i18n';
import {getVersionMenuItems} from './versionMenuItems';

interface Props {
  mobile?: boolean;
  position?: 'left' | 'right';
}

/** Navbar item: the version menu of the current product only (none for pages of no product). */
export default function VersionMenu({mobile, position}: Props): ReactNode {
  const {product} = useProduct();
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
      items={getVersionMenuItems(product)}
    />
  );
}
