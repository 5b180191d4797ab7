/**
 * The Material Icons gallery: every icon of `@mui/icons-material`, searchable by name and synonym,
 * in any of its five themes. What the page loads and the server renders is this light part: the
 * search box, the theme filter and the package's version and counts (plugins/icon-gallery's
 * summary). The results (./Gallery) and the index they search are chunks of their own, loaded
 * when the reader points at or focuses the gallery, or when it nears the viewport (the demos'
 * preview gate, src/components/Demo/previewGate.tsx); the icons' drawings follow, a chunk of names
 * at a time, as the results on screen need them.
 */
import React, {startTransition, useEffect, useId, useRef, useState, type ComponentType, type ReactNode} from 'react';
import summary from '@generated/docusaurus-plugin-icon-gallery/default/summary.json';
import {ICON_THEMES, ICONS_PACKAGE, THEME_LABELS, type IconTheme} from '@site/plugins/icon-gallery/iconNames';
import type {IconIndex} from '@site/plugins/icon-gallery/types';
import {usePreviewGate} from '@site/src/components/Demo/previewGate';
import {loadOnce} from '@site/src/utils/loadOnce';
import type {GalleryProps} from './Gallery';
import styles from './styles.module.css';

interface LoadedGallery {
  Gallery: ComponentType<GalleryProps>;
  index: IconIndex;
}

/** The results' code and the index, fetched together. */
const gallery = loadOnce((): Promise<LoadedGallery> =>
  Promise.all([import('./Gallery'), import('@generated/docusaurus-plugin-icon-gallery/default/index.json')]).then(
    ([code, data]) => ({Gallery: code.default, index: data.default}),
  ),
);

/** Where the results go until they have loaded: the same boxes, so that nothing moves when they arrive. */
function ResultsPlaceholder({failed, onRetry}: {failed: boolean; onRetry: () => void}): ReactNode {
  return (
    <>
      {failed ? (
        <p className={styles.status} role="alert">
          The icons could not be loaded.{' '}
          <button type="button" className={styles.action} onClick={onRetry}>
            Try again
          </button>
        </p>
      ) : (
        <p className={styles.status}>Loading the icons…</p>
      )}
      <div className={styles.viewport} />
    </>
  );
}

export default function IconGallery(): ReactNode {
  const rootRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const gate = usePreviewGate(rootRef);
  const [query, setQuery] = useState('');
  const [theme, setTheme] = useState<IconTheme>('filled');
  const [loaded, setLoaded] = useState<LoadedGallery | undefined>(() => gallery.loaded());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // The search box is not controlled, so that hydration keeps what was typed before it: read that here.
  useEffect(() => {
    const typed = searchRef.current?.value;
    if (typed) setQuery(typed);
  }, []);

  // Loads once the gate opens (at once without one); `attempt` runs it again after a failure.
  useEffect(() => {
    if (loaded) return undefined;
    let mounted = true;
    void (gate ? gate.promise : Promise.resolve())
      .then(() => gallery.get())
      .then(
        (value) => mounted && startTransition(() => setLoaded(value)),
        () => mounted && setFailed(true),
      );
    return () => {
      mounted = false;
    };
  }, [gate, loaded, attempt]);

  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };

  return (
    <div ref={rootRef} className={styles.gallery}>
      <p className={styles.summary}>
        {`${summary.iconCount.toLocaleString('en')} icons from ${ICONS_PACKAGE} ${summary.version}, ` +
          'each in up to five themes.'}
      </p>
      <div className={styles.controls}>
        <label htmlFor={searchId} className={styles.searchLabel}>
          Search icons
        </label>
        <input
          ref={searchRef}
          id={searchId}
          className={styles.search}
          type="search"
          defaultValue=""
          placeholder="Name or word, e.g. trash"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <div role="group" aria-label="Gallery icon theme" className={styles.segmented}>
          {ICON_THEMES.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.segment}
              aria-pressed={option === theme}
              onClick={() => setTheme(option)}>
              {THEME_LABELS[option]}
            </button>
          ))}
        </div>
      </div>
      {loaded ? (
        <loaded.Gallery index={loaded.index} query={query} theme={theme} />
      ) : (
        <ResultsPlaceholder failed={failed} onRetry={retry} />
      )}
    </div>
  );
}
