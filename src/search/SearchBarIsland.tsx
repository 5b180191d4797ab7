/**
 * The local search box, in place of search-local's theme entry (plugins/lazy-search-bar). Pages
 * render a copy of the box's markup (SearchBoxMarkup); the real component, with its worker
 * client and autocomplete, loads at the first sign that the visitor wants to search: the pointer
 * over the box, focus in it, a touch, the search shortcut, or a page opened with search words to
 * highlight. Until then it is not in main.js. It takes over once it has settled (SETTLE_MS), with
 * what was typed in the copy and the focus.
 */
import React, {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import {useLocation} from '@docusaurus/router';
import {DocsPreferredVersionContextProvider} from '@docusaurus/plugin-content-docs/client';
import {searchBarShortcutKeymap} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
import {matchesKeymap, parseKeymap} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {loadOnce} from '../utils/loadOnce';
import SearchBoxMarkup from './SearchBoxMarkup';
import {installSearchFocusKeeper, type SearchFocusKeeper} from './focusKeeper';

type Props = {handleSearchBarToggle?: (expanded: boolean) => void};
type SearchBar = ComponentType<Props>;

/** Events on the box that mean the visitor is about to search. */
const SEARCH_INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** Query parameter of a page opened from a search result; the search bar marks its words. */
const HIGHLIGHT_PARAM = '_highlight';

/**
 * How long the loaded search bar settles, hidden, before it takes over from the copy: its first
 * effects work out which product's index to search, and focusing it sooner would load the index
 * of every product instead. The copy stays usable meanwhile.
 */
const SETTLE_MS = 100;

let focusKeeper: SearchFocusKeeper | undefined;

/** Tab, Esc and focus around the box (./focusKeeper): one keeper per page, for the page's lifetime. */
function keepSearchFocus(): SearchFocusKeeper {
  focusKeeper ??= installSearchFocusKeeper(document);
  return focusKeeper;
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
export function createSearchBarIsland(load: () => Promise<SearchBar>): ComponentType<Props> {
  const searchBar = loadOnce(load);

  return function SearchBarIsland(props: Props): ReactNode {
    const [Loaded, setLoaded] = useState<SearchBar | undefined>(() => searchBar.loaded());
    const [ready, setReady] = useState(() => searchBar.loaded() !== undefined);
    const boxRef = useRef<HTMLDivElement>(null);
    const realRef = useRef<HTMLDivElement>(null);
    const {search} = useLocation();

    useEffect(() => {
      keepSearchFocus();
    }, []);

    // While the copy is shown: load the real bar at the first sign of interest.
    useEffect(() => {
      const box = boxRef.current;
      if (ready || !box) return undefined;
      let active = true;
      const keymap = parseKeymap(searchBarShortcutKeymap);
      const onShortcut = (event: KeyboardEvent) => {
        if (!matchesKeymap(event, keymap)) return;
        event.preventDefault();
        box.querySelector('input')?.focus(); // focusin: loads the search bar
      };
      const listen = (on: boolean) => {
        for (const type of SEARCH_INTENT_EVENTS) {
          if (on) box.addEventListener(type, onInterest, {passive: true});
          else box.removeEventListener(type, onInterest);
        }
        if (on) document.addEventListener('keydown', onShortcut);
        else document.removeEventListener('keydown', onShortcut);
      };
      function onInterest() {
        searchBar.get().then(
          (SearchBar) => {
            if (active) setLoaded(() => SearchBar);
          },
          () => {
            // Offline, say: the copy stays, and the next sign of interest tries again.
          },
        );
      }
      listen(true);
      if (new URLSearchParams(search).has(HIGHLIGHT_PARAM)) onInterest();
      return () => {
        active = false;
        listen(false);
      };
    }, [ready, search]);

    // Once loaded and settled, the real bar takes over what the copy holds.
    useEffect(() => {
      if (!Loaded || ready) return undefined;
      const timer = window.setTimeout(() => {
        const copy = boxRef.current?.querySelector('input');
        const value = copy?.value ?? '';
        const focused = copy != null && copy === document.activeElement;
        // Swap and hand over in one task: nothing typed in between is lost.
        flushSync(() => setReady(true));
        const field = realRef.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
        if (!field) return;
        if (value) typeInto(field, value);
        if (focused) {
          keepSearchFocus().expectFocus();
          field.focus();
        }
      }, SETTLE_MS);
      return () => window.clearTimeout(timer);
    }, [Loaded, ready]);

    return (
      <>
        {!ready && <SearchBoxMarkup boxRef={boxRef} />}
        {Loaded && (
          // Hidden while it settles; `display: contents` leaves the box where the navbar puts it.
          <div ref={realRef} style={{display: ready ? 'contents' : 'none'}}>
            <DocsPreferredVersionContextProvider>
              <Loaded {...props} />
            </DocsPreferredVersionContextProvider>
          </div>
        )}
      </>
    );
  };
}

export default createSearchBarIsland(() =>
  import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar').then(
    (module) => module.default,
  ),
);
