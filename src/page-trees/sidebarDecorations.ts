import {isBadgeKey, type BadgeKey} from './badges';
import {PAGE_ICONS, type LinkProps, type PageIcon} from './types';

/** What the sidebar swizzles render around a link or category label (carried in `customProps`). */
export interface SidebarDecorations {
  badges: BadgeKey[];
  icon?: PageIcon;
  linkProps?: LinkProps;
}

/** The key under which decorations travel in a sidebar item's `customProps`. */
export const DECORATIONS_KEY = 'muiSidebar';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isPageIcon(value: unknown): value is PageIcon {
  return (PAGE_ICONS as readonly unknown[]).includes(value);
}

function readLinkProps(value: unknown): LinkProps | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Reads decorations back from a sidebar item's `customProps`. Tolerates anything: unknown
 * badges, icons or non-string attributes are dropped, and no decorations give `undefined`.
 */
export function readSidebarDecorations(customProps: unknown): SidebarDecorations | undefined {
  if (!isRecord(customProps)) return undefined;
  const raw = customProps[DECORATIONS_KEY];
  if (!isRecord(raw)) return undefined;
  const {badges, icon, linkProps} = raw;
  const decorations: SidebarDecorations = {
    badges: Array.isArray(badges) ? badges.filter(isBadgeKey) : [],
  };
  if (isPageIcon(icon)) decorations.icon = icon;
  const props = readLinkProps(linkProps);
  if (props) decorations.linkProps = props;
  return decorations;
}
