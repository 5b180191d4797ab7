/**
 * The gallery's results: the live count, the virtualised grid of icons and the details of the one
 * chosen. A chunk of its own, loaded with the index when the gallery is about to be used (./index.tsx).
 */
import React, {
  useDeferredValue,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {componentName, type IconTheme} from '@site/plugins/icon-gallery/iconNames';
import type {IconIndex} from '@site/plugins/icon-gallery/types';
import {createSearchEntries, describeResults, searchIcons} from './search';
import {columnCount, gridLayout, nextIndex, scrollTopToReveal, visibleRows} from './virtualGrid';
import {useDrawings} from './useDrawings';
import IconDetails from './IconDetails';
import IconSvg from './IconSvg';
import styles from './styles.module.css';

/** The grid's geometry in CSS pixels; styles.module.css draws the cells to fit. */
const ROW_HEIGHT = 104;
const MIN_CELL_WIDTH = 104;
const GAP = 4;
/** Rows rendered beyond each edge of the box. */
const OVERSCAN_ROWS = 2;
/** The size icons are drawn at in the grid. */
const GRID_ICON_SIZE = 28;

export interface GalleryProps {
  index: IconIndex;
  query: string;
  theme: IconTheme;
}

/** The position of the results item a focus or key event comes from (its button's `data-index`). */
function itemIndex(target: EventTarget): number | null {
  if (!(target instanceof HTMLElement) || target.dataset.index === undefined) return null;
  return Number(target.dataset.index);
}

export default function Gallery({index, query, theme}: GalleryProps): ReactNode {
  const entries = useMemo(() => createSearchEntries(index), [index]);
  // Typing stays responsive: the grid follows the query in a render that yields to the next key.
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => searchIcons(entries, deferredQuery, theme), [entries, deferredQuery, theme]);
  const viewportRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [size, setSize] = useState({width: 0, height: 0});
  const [scrollTop, setScrollTop] = useState(0);
  // The item that Tab reaches in the grid (one tab stop; arrows move it), and the one a key moved to.
  const [active, setActive] = useState(0);
  const [focusRequest, setFocusRequest] = useState<{item: number} | null>(null);
  const [selected, setSelected] = useState<{name: string; position: number; theme: IconTheme} | null>(null);
  const statusId = useId();

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return undefined;
    const measure = () => setSize({width: viewport.clientWidth, height: viewport.clientHeight});
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  // A new search or theme starts at the top of its results.
  useLayoutEffect(() => {
    if (viewportRef.current) viewportRef.current.scrollTop = 0;
    setScrollTop(0);
    setActive(0);
  }, [results]);

  const columns = columnCount(size.width, MIN_CELL_WIDTH, GAP);
  const layout = gridLayout(results.length, columns, ROW_HEIGHT);
  const {start, end} = visibleRows(layout, scrollTop, size.height, OVERSCAN_ROWS);
  const firstShown = start * columns;
  const shown = results.slice(firstShown, end * columns);
  const tabStop = active >= firstShown && active < firstShown + shown.length ? active : firstShown;

  const chunkOf = (position: number) => Math.floor(position / index.chunkSize);
  const chunks = [...new Set([...shown, ...(selected ? [selected.position] : [])].map(chunkOf))];
  const drawingOf = useDrawings(theme, chunks);

  // After a keyboard move has rendered its row: focus the item it moved to.
  useLayoutEffect(() => {
    if (!focusRequest) return;
    viewportRef.current
      ?.querySelector<HTMLElement>(`[data-index="${focusRequest.item}"]`)
      ?.focus({preventScroll: true});
  }, [focusRequest]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = itemIndex(event.target);
    const viewport = viewportRef.current;
    if (from === null || !viewport) return;
    const pageRows = Math.max(1, Math.floor(size.height / ROW_HEIGHT));
    const rtl = getComputedStyle(viewport).direction === 'rtl';
    const next = nextIndex(event.key, from, results.length, columns, pageRows, rtl);
    if (next === null) return;
    event.preventDefault();
    // Scroll first, and render the rows for that position in the same update as the move.
    const top = scrollTopToReveal(layout, Math.floor(next / columns), viewport.scrollTop, size.height);
    if (top !== viewport.scrollTop) {
      viewport.scrollTop = top;
      setScrollTop(top);
    }
    setActive(next);
    setFocusRequest({item: next});
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const focused = itemIndex(event.target);
    if (focused !== null) setActive(focused);
  };

  const closeDetails = () => {
    setSelected(null);
    const opener = openerRef.current;
    if (opener?.isConnected) opener.focus();
    else viewportRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  };

  return (
    <>
      <p id={statusId} className={styles.status} role="status" aria-live="polite">
        {describeResults(results.length, deferredQuery, theme)}
      </p>
      <div
        ref={viewportRef}
        className={styles.viewport}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
        <div
          role="group"
          aria-labelledby={statusId}
          className={styles.rows}
          style={{height: layout.rowCount * ROW_HEIGHT}}
          onKeyDown={onKeyDown}
          onFocus={onFocus}>
          {Array.from({length: end - start}, (_, offset) => {
            const row = start + offset;
            return (
              <div
                key={row}
                className={styles.row}
                style={{
                  top: row * ROW_HEIGHT,
                  height: ROW_HEIGHT - GAP,
                  gap: GAP,
                  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                }}>
                {results.slice(row * columns, (row + 1) * columns).map((position, column) => {
                  const item = row * columns + column;
                  const name = index.names[position] ?? '';
                  return (
                    <button
                      key={name}
                      type="button"
                      className={styles.cell}
                      data-index={item}
                      tabIndex={item === tabStop ? 0 : -1}
                      onClick={(event) => {
                        openerRef.current = event.currentTarget;
                        setSelected({name, position, theme});
                      }}>
                      <IconSvg drawing={drawingOf(name, chunkOf(position))} size={GRID_ICON_SIZE} />
                      <span className={styles.cellLabel}>{componentName(name, theme)}</span>
                    </button>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
      {selected && (
        <IconDetails
          name={selected.name}
          theme={selected.theme}
          drawing={drawingOf(selected.name, chunkOf(selected.position))}
          onClose={closeDetails}
        />
      )}
    </>
  );
}
