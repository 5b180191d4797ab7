// DocSidebarItem/Link swizzle (wraps): adds the page tree's icon, badges and linkProps to sidebar links.
import React, {type ReactNode} from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import type {Props} from '@theme/DocSidebarItem/Link';
import SidebarLabel from '@site/src/components/SidebarLabel';
import {readSidebarDecorations} from '@site/src/page-trees/sidebarDecorations';
import {readMatch} from '@site/src/search/sidebarMatch';

export default function DocSidebarItemLink(props: Props): ReactNode {
  const decorations = readSidebarDecorations(props.item.customProps);
  const match = readMatch(props.item.customProps);
  if (!decorations && !match) {
    return <Link {...props} />;
  }
  return (
    <Link
      {...props}
      {...decorations?.linkProps}
      // The original renders `label` as a React child, so a node can carry the icon and badges.
      item={{...props.item, label: <SidebarLabel label={props.item.label} decorations={decorations} match={match} />}}
    />
  );
}
