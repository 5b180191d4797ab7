/**
 * The local search box (plugins/search-index/theme/SearchBar). Pages render the idle box
 * (./SearchBox.tsx); the search bar, with the index's client, loads at the first sign that the
 * visitor wants to search: the pointer over the box, focus in it, a touch, a shortcut, or a box
 * already focused or typed into before the page's scripts ran (./earlyShortcut.ts). Until then it
 * is not in main.js. It takes over with what was typed in the box and the focus.
 */
import React, {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import {loadOnce} from '../utils/loadOnce';
import {markSearchReady, rememberReturnFocus, SEARCH_INPUT_SELECTOR} from './earlyShortcut';
import SearchBox from './SearchBox';
import {isSearchShortcut} from './shortcuts';

type Props = {handleSearchBarToggle?: (expanded: boolean) => void};
type SearchBarComponent = ComponentType<Props>;

/** Events on the box that mean the visitor is about to search. */
const SEARCH_INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

let shortcutsInstalled = false;

/**
 * Ctrl+K, ⌘K and `/` focus the box, for the page's lifetime, remembering where focus was for Esc
 * to return to; from then on the inline listener of the page's head steps aside.
 */
function installShortcuts(): void {
  if (shortcutsInstalled) return;
  shortcutsInstalled = true;
  document.addEventListener(
    'keydown',
    (event) => {
      if (!isSearchShortcut(event)) return;
      const input = Array.from(document.querySelectorAll<HTMLInputElement>(SEARCH_INPUT_SELECTOR)).find(
        (candidate) => candidate.getClientRects().length > 0,
      );
      if (!input || input === document.activeElement) return;
      event.preventDefault();
      rememberReturnFocus(window, document.activeElement);
      input.focus();
    },
    true,
  );
  markSearchReady(window);
}

/** Sets an input's value as typing does, so that React's `onChange` sees it. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * The island component, with `load` to fetch the real search bar: called once, or again after it
 * failed. Mounts after the first load (the navbar of another page) render the real bar at once.
 */
export function createSearchBarIsland(load: () => Promise<SearchBarComponent>): ComponentType<Props> {
  const searchBar = loadOnce(load);

  return function SearchBarIsland(props: Props): ReactNode {
    const [Loaded, setLoaded] = useState<SearchBarComponent | undefined>(() => searchBar.loaded());
    const [ready, setReady] = useState(() => searchBar.loaded() !== undefined);
    const boxRef = useRef<HTMLDivElement>(null);
    const realRef = useRef<HTMLDivElement>(null);

    useEffect(installShortcuts, []);

    // While the idle box is shown: load the real bar at the first sign of interest.
    useEffect(() => {
      const box = boxRef.current;
      if (ready || !box) return undefined;
      let active = true;
      function onInterest() {
        searchBar.get().then(
          (SearchBar) => {
            if (active) setLoaded(() => SearchBar);
          },
          () => {
            // Offline, say: the idle box stays, and the next sign of interest tries again.
          },
        );
      }
      for (const type of SEARCH_INTENT_EVENTS) box.addEventListener(type, onInterest, {passive: true});
      const input = box.querySelector('input');
      if (input && (input === document.activeElement || input.value !== '')) onInterest();
      return () => {
        active = false;
        for (const type of SEARCH_INTENT_EVENTS) box.removeEventListener(type, onInterest);
      };
    }, [ready]);

    // Once loaded, the real bar takes over what the idle box holds, in one task: nothing typed is lost.
    // (A task of its own: React does not flush a render synchronously from within an effect.)
    useEffect(() => {
      if (!Loaded || ready) return undefined;
      const timer = window.setTimeout(() => {
        const copy = boxRef.current?.querySelector('input');
        const value = copy?.value ?? '';
        const focused = copy != null && copy === document.activeElement;
        flushSync(() => setReady(true));
        const field = realRef.current?.querySelector<HTMLInputElement>(SEARCH_INPUT_SELECTOR);
        if (!field) return;
        if (focused) field.focus();
        if (value) typeInto(field, value);
      }, 0);
      return () => window.clearTimeout(timer);
    }, [Loaded, ready]);

    return (
      <>
        {!ready && <SearchBox boxRef={boxRef} />}
        {Loaded && (
          // Hidden until it takes over; `display: contents` leaves the box where the navbar puts it.
          <div ref={realRef} style={{display: ready ? 'contents' : 'none'}}>
            <Loaded {...props} />
          </div>
        )}
      </>
    );
  };
}

export default createSearchBarIsland(() => import('./SearchBar').then((module) => module.default));
