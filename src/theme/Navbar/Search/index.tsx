// Navbar/Search swizzle (wraps): on phones Docusaurus pins the search box to the navbar's right
// edge, over whatever else sits there; here the settings button does, so the box stays in the
// row's flow beside it instead (tap targets apart: WCAG 2.5.8).
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import NavbarSearch from '@theme-original/Navbar/Search';
import type NavbarSearchType from '@theme/Navbar/Search';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof NavbarSearchType>;

export default function NavbarSearchWrapper({className, ...props}: Props): ReactNode {
  return <NavbarSearch {...props} className={clsx(className, styles.inFlow)} />;
}
