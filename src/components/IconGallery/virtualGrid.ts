/**
 * The arithmetic of the gallery's virtualised grid: rows of equal height in a scrolling box, of
 * which only those on screen (and a few around them) are rendered. Every row has the same height,
 * so positions are computed, never measured, and a few lines do what a virtualisation library
 * would (@tanstack/react-virtual 3.14 is 10.5 KB gz with its core; this is well under 1 KB).
 */

/** The grid's geometry, in CSS pixels. */
export interface GridLayout {
  columns: number;
  rowHeight: number;
  rowCount: number;
}

/** How many columns of at least `minCellWidth` fit `width`, `gap` apart; at least one. */
export function columnCount(width: number, minCellWidth: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (minCellWidth + gap)));
}

/** The layout of `itemCount` items in `columns` columns. */
export function gridLayout(itemCount: number, columns: number, rowHeight: number): GridLayout {
  return {columns, rowHeight, rowCount: Math.ceil(itemCount / columns)};
}

/**
 * The rows to render, `start` included and `end` excluded: those that the box shows when scrolled
 * to `scrollTop`, plus `overscan` rows on either side, so that a fast scroll or a keyboard move
 * finds its row rendered.
 */
export function visibleRows(
  layout: GridLayout,
  scrollTop: number,
  viewportHeight: number,
  overscan: number,
): {start: number; end: number} {
  const first = Math.floor(Math.max(0, scrollTop) / layout.rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + viewportHeight) / layout.rowHeight);
  return {start: Math.max(0, first - overscan), end: Math.min(layout.rowCount, last + overscan)};
}

/**
 * Where to scroll so that `row` is entirely in view: `scrollTop` itself when it already is, else
 * the nearest position that shows it at the top or bottom edge.
 */
export function scrollTopToReveal(layout: GridLayout, row: number, scrollTop: number, viewportHeight: number): number {
  const top = row * layout.rowHeight;
  const bottom = top + layout.rowHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewportHeight) return Math.max(0, bottom - viewportHeight);
  return scrollTop;
}

/**
 * The item a key moves to from `index` among `count` items laid out in `columns`, or null for a
 * key that does not move: arrows by one item or one row, Page Up and Down by `pageRows` rows,
 * Home and End to the first and last item. In a right-to-left page the horizontal arrows swap.
 */
export function nextIndex(
  key: string,
  index: number,
  count: number,
  columns: number,
  pageRows: number,
  rtl = false,
): number | null {
  if (count === 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  let target: number;
  switch (key) {
    case forward:
      target = index + 1;
      break;
    case backward:
      target = index - 1;
      break;
    case 'ArrowDown':
      target = index + columns;
      break;
    case 'ArrowUp':
      target = index - columns;
      break;
    case 'PageDown':
      target = index + columns * Math.max(1, pageRows);
      break;
    case 'PageUp':
      target = index - columns * Math.max(1, pageRows);
      break;
    case 'Home':
      target = 0;
      break;
    case 'End':
      target = count - 1;
      break;
    default:
      return null;
  }
  // A move past either end stops at the first or last item.
  return Math.min(count - 1, Math.max(0, target));
}
