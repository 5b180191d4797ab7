// DocSidebar swizzle: the desktop sidebar stays mounted on phones.
//
// The original renders the desktop sidebar on the server and, once `useWindowSize()` turns from
// 'ssr' to 'mobile' after hydration, unmounts it for the mobile one. On a phone that deletes the
// server-rendered sidebar (hundreds of elements, with their effects and refs) in one commit: the
// longest task after hydration. The desktop sidebar's container is already `display: none` below
// the desktop breakpoint (theme-classic's DocRoot/Layout/Sidebar styles), so keeping it mounted
// changes nothing on screen or in the accessibility tree. The mobile sidebar renders as before: it
// hands the product's sidebar to the navigation drawer.
//
// This replaces the original's 15 lines rather than wrapping them: the choice of what to render is
// the whole component.
import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
