// Navbar/MobileSidebar/Layout swizzle (wraps): the drawer's menus render when it first opens.
// Docusaurus renders the whole drawer, the navbar items and the doc sidebar, as soon as a page
// hydrates on a phone, hidden off-screen: hundreds of elements created in one commit, the
// longest task of a phone's page load. The drawer itself (and its header) is still there from
// the start, so its slide-in transition runs as before; its menus fill it as it opens, and stay.
import React, {useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import type LayoutType from '@theme/Navbar/MobileSidebar/Layout';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LayoutType>;

export default function NavbarMobileSidebarLayoutWrapper({primaryMenu, secondaryMenu, ...props}: Props): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Updated while rendering (React's pattern for state derived from a change), so the menus
  // appear in the same commit that opens the drawer.
  if (shown && !opened) setOpened(true);
  return <Layout {...props} primaryMenu={opened ? primaryMenu : null} secondaryMenu={opened ? secondaryMenu : null} />;
}
