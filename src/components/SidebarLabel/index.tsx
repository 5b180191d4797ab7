import React, {type ReactNode} from 'react';
import {getBadgeClassName, getBadgeLabel} from '@site/src/page-trees/badges';
import type {SidebarDecorations} from '@site/src/page-trees/sidebarDecorations';
import type {PageIcon} from '@site/src/page-trees/types';

/**
 * Icons page trees may name (see PAGE_ICONS), as inline SVG paths on a 24x24 grid. Plain SVG,
 * not @mui/icons-material: the sidebar is on every docs page and must not pull in MUI.
 */
const ICON_PATHS: {readonly [Name in PageIcon]: string} = {
  // A browser window: frame, title bar and a content block.
  WebIcon: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 5v9h16V9H4zm2 2h6v5H6v-5z',
};

interface SidebarLabelProps {
  label: string;
  decorations: SidebarDecorations;
}

/** A sidebar label with the node's icon before it and its badges after it. */
export default function SidebarLabel({label, decorations}: SidebarLabelProps): ReactNode {
  return (
    <span className="mui-sidebar-label">
      {decorations.icon && (
        <svg className="mui-sidebar-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" fillRule="evenodd" d={ICON_PATHS[decorations.icon]} />
        </svg>
      )}
      <span>{label}</span>
      {decorations.badges.map((key) => (
        <span key={key} className={getBadgeClassName(key)}>
          {getBadgeLabel(key)}
        </span>
      ))}
    </span>
  );
}
