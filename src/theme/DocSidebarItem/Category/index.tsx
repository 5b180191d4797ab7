// DocSidebarItem/Category swizzle (wraps): adds the page tree's icon and badges to category labels.
// Generated categories never link (no href), so the original uses `label` only as the visible text.
import React, {type ReactNode} from 'react';
import Category from '@theme-original/DocSidebarItem/Category';
import type {Props} from '@theme/DocSidebarItem/Category';
import SidebarLabel from '@site/src/components/SidebarLabel';
import {readSidebarDecorations} from '@site/src/page-trees/sidebarDecorations';
import {readMatch} from '@site/src/search/sidebarMatch';

export default function DocSidebarItemCategory(props: Props): ReactNode {
  const decorations = readSidebarDecorations(props.item.customProps);
  const match = readMatch(props.item.customProps);
  if (!decorations && !match) {
    return <Category {...props} />;
  }
  return (
    <Category
      {...props}
      // The original renders `label` as a React child, so a node can carry the icon and badges.
      item={{...props.item, label: <SidebarLabel label={props.item.label} decorations={decorations} match={match} />}}
    />
  );
}
