/**
 * The navbar's search box: the field and its shortcut hint. Pages render it idle (the island's
 * copy, src/search/SearchBarIsland.tsx) and the search bar renders the same box with its results
 * below (src/search/SearchBar.tsx), so the swap changes nothing on screen.
 */
import React, {type InputHTMLAttributes, type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {t} from '@site/src/i18n';
import {shortcutHints} from './shortcuts';
import styles from './SearchBox.module.css';

export interface SearchBoxProps {
  boxRef?: Ref<HTMLDivElement>;
  inputRef?: Ref<HTMLInputElement>;
  /** The field's state and handlers (the idle copy passes none). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** Results, below the field. */
  children?: ReactNode;
}

export default function SearchBox({boxRef, inputRef, inputProps, children}: SearchBoxProps): ReactNode {
  // The hint depends on the platform: it appears once the page runs in a browser.
  const isBrowser = useIsBrowser();
  const hints = isBrowser ? shortcutHints(navigator.platform) : [];
  return (
    <div ref={boxRef} className={clsx('navbar__search', styles.box)}>
      <input
        ref={inputRef}
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        aria-label={t('search.label')}
        aria-keyshortcuts="Control+K Meta+K /"
        placeholder={t('search.label')}
        className={clsx('navbar__search-input', styles.input)}
        autoComplete="off"
        spellCheck={false}
        defaultValue={inputProps?.value === undefined ? '' : undefined}
        {...inputProps}
      />
      {hints.length > 0 && (
        <span className={styles.hints} aria-hidden="true">
          {hints.map((hint) => (
            <kbd key={hint} className={styles.hint}>
              {hint}
            </kbd>
          ))}
        </span>
      )}
      {children}
    </div>
  );
}
