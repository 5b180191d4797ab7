// How a sidebar filter match travels to the sidebar's items: in their `customProps`. Apart from
// the filter's logic (sidebarFilter.ts), which loads only when the filter is used.
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {TextRange} from './matchTitle';

/** The key under which a filter match travels in a sidebar item's `customProps`. */
export const MATCH_KEY = 'muiSidebarMatch';

/** `item` with `match` in its `customProps`. */
export function withMatch<Item extends PropSidebarItem>(item: Item, match: TextRange): Item {
  return {...item, customProps: {...item.customProps, [MATCH_KEY]: {start: match.start, end: match.end}}};
}

/** Reads a filter match back from `customProps`; anything malformed is no match. */
export function readMatch(customProps: unknown): TextRange | undefined {
  if (typeof customProps !== 'object' || customProps === null) return undefined;
  const raw = (customProps as Record<string, unknown>)[MATCH_KEY];
  if (typeof raw !== 'object' || raw === null) return undefined;
  const {start, end} = raw as Record<string, unknown>;
  return typeof start === 'number' && typeof end === 'number' && start < end ? {start, end} : undefined;
}
