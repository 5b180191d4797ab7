import React, {type ComponentType, type ReactNode} from 'react';
import WebIcon from '@mui/icons-material/Web';
import {getBadgeClassName, getBadgeLabel} from '@site/src/page-trees/badges';
import type {SidebarDecorations} from '@site/src/page-trees/sidebarDecorations';
import type {PageIcon} from '@site/src/page-trees/types';

/** The icon components page trees may name (see PAGE_ICONS). */
const ICONS: {readonly [Name in PageIcon]: ComponentType<{className?: string; 'aria-hidden'?: boolean}>} = {
  WebIcon,
};

interface SidebarLabelProps {
  label: string;
  decorations: SidebarDecorations;
}

/** A sidebar label with the node's icon before it and its badges after it. */
export default function SidebarLabel({label, decorations}: SidebarLabelProps): ReactNode {
  const Icon = decorations.icon ? ICONS[decorations.icon] : undefined;
  return (
    <span className="mui-sidebar-label">
      {Icon && <Icon className="mui-sidebar-icon" aria-hidden />}
      <span>{label}</span>
      {decorations.badges.map((key) => (
        <span key={key} className={getBadgeClassName(key)}>
          {getBadgeLabel(key)}
        </span>
      ))}
    </span>
  );
}
