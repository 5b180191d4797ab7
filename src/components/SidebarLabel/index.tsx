import React, {type ReactNode} from 'react';
import {getBadgeClassName, getBadgeLabel} from '@site/src/page-trees/badges';
import type {SidebarDecorations} from '@site/src/page-trees/sidebarDecorations';
import type {PageIcon} from '@site/src/page-trees/types';
import type {TextRange} from '@site/src/search/matchTitle';

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
  decorations?: SidebarDecorations;
  /** Text the sidebar filter matched, marked in the label. */
  match?: TextRange;
}

/** The label with the matched range wrapped in <mark>. */
function MarkedText({text, match}: {text: string; match?: TextRange}): ReactNode {
  if (!match || match.end > text.length) return text;
  return (
    <>
      {text.slice(0, match.start)}
      <mark className="mui-sidebar-match">{text.slice(match.start, match.end)}</mark>
      {text.slice(match.end)}
    </>
  );
}

const NO_DECORATIONS: SidebarDecorations = {badges: []};

/** A sidebar label with the node's icon before it, its badges after it, and the filter's match marked. */
export default function SidebarLabel({label, decorations = NO_DECORATIONS, match}: SidebarLabelProps): ReactNode {
  return (
    <span className="mui-sidebar-label">
      {decorations.icon && (
        <svg className="mui-sidebar-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" fillRule="evenodd" d={ICON_PATHS[decorations.icon]} />
        </svg>
      )}
      <span>
        <MarkedText text={label} match={match} />
      </span>
      {decorations.badges.map((key) => (
        <span key={key} className={getBadgeClassName(key)}>
          {getBadgeLabel(key)}
        </span>
      ))}
    </span>
  );
}
