import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {PRODUCTS} from '@site/src/products/registry';
import {useProduct} from '@site/src/products/useProduct';
import {t} from '@site/src/i18n';
import {getProductMenuItems} from './productMenuItems';
import styles from './styles.module.css';

interface Props {
  mobile?: boolean;
  position?: 'left' | 'right';
}

/** Navbar item: the current product's logo and name, opening a menu of every product. */
export default function ProductSwitcher({mobile, position}: Props): ReactNode {
  const {product, productId} = useProduct();
  const logo = useBaseUrl(product.logo);
  return (
    <DropdownNavbarItem
      mobile={mobile}
      position={position}
      label={product.name}
      aria-label={`${t('productSwitcher.label')}: ${product.name}`}
      className={styles.toggle}
      items={getProductMenuItems(PRODUCTS, productId)}>
      <img className={styles.logo} src={logo} alt="" width={24} height={24} />
      <span className={styles.name}>{product.name}</span>
    </DropdownNavbarItem>
  );
}
