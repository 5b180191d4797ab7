import React, {useId, type ReactNode} from 'react';
import styles from './styles.module.css';

interface SidebarFilterProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** Links left after filtering, announced to screen readers; undefined until the filter has run. */
  matchCount: number | undefined;
  /** Opens the first match (Enter). */
  onOpenFirst: () => void;
  /** The box got focus (the filter's logic can start loading). */
  onFocus?: () => void;
}

/** The text box above a product's sidebar that narrows it by page title. */
export default function SidebarFilter({
  query,
  onQueryChange,
  matchCount,
  onOpenFirst,
  onFocus,
}: SidebarFilterProps): ReactNode {
  const hintId = useId();
  const active = query.trim() !== '' && matchCount !== undefined;
  return (
    <div className={styles.root} role="search">
      <input
        type="search"
        className={styles.input}
        value={query}
        placeholder="Filter pages"
        aria-label="Filter pages by title"
        aria-describedby={hintId}
        autoComplete="off"
        spellCheck={false}
        onFocus={onFocus}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onQueryChange('');
          } else if (event.key === 'Enter') {
            event.preventDefault();
            onOpenFirst();
          }
        }}
      />
      <p id={hintId} className={styles.hint}>
        <kbd>Enter</kbd> opens the first match, <kbd>Esc</kbd> clears
      </p>
      <p className={active && matchCount === 0 ? styles.empty : styles.visuallyHidden} aria-live="polite">
        {active
          ? matchCount === 0
            ? 'No page matches'
            : `${matchCount} ${matchCount === 1 ? 'page matches' : 'pages match'}`
          : ''}
      </p>
    </div>
  );
}
