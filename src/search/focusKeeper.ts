/**
 * Keyboard focus around the navbar search box, which search-local's SearchBar gets wrong in three
 * ways (0.55.3, dist/client/client/theme/SearchBar/SearchBar.jsx):
 * - Tab with results open picks the highlighted result and navigates (autocomplete.js's
 *   `tabAutocomplete`, on by default, which the plugin cannot turn off), instead of moving on;
 * - closing the list (Esc) blurs the box, leaving focus on `<body>`;
 * - once the index has loaded, it focuses the box again, even when the reader tabbed on meanwhile.
 * The keeper listens on the document in the capture phase, so it runs before the box's own
 * handlers and changes nothing on screen: Tab in the box is the browser's Tab, Esc returns focus
 * to where it was before the box took it (the shortcut or a Tab), and focus that comes back to the
 * box with no key or pointer press since the reader left it is sent back to where they went.
 */

/** The inputs the keeper looks after: the search box, in its static copy and its real form. */
export const SEARCH_INPUT_SELECTOR = 'input.navbar__search-input';

export interface SearchFocusKeeper {
  /** Announce a focus move the site makes itself (the copy handing over to the real box). */
  expectFocus(): void;
  /** Remove the listeners. */
  dispose(): void;
}

function isSearchInput(target: EventTarget | null): target is HTMLInputElement {
  return target instanceof Element && target.matches(SEARCH_INPUT_SELECTOR);
}

function asFocusable(target: EventTarget | null): HTMLElement | null {
  return target instanceof HTMLElement && !isSearchInput(target) ? target : null;
}

/** Focus `element` if it is still on the page; otherwise leave the box so that it does not hold focus. */
function focusOrBlur(element: HTMLElement | null, input: HTMLElement): void {
  if (element?.isConnected) element.focus();
  else input.blur();
}

export function installSearchFocusKeeper(doc: Document): SearchFocusKeeper {
  /** Counts key and pointer presses: a focus change with no press since the last one is the page's. */
  let presses = 0;
  /** Where focus was before it entered the box. */
  let returnTarget: HTMLElement | null = null;
  /** Set while the reader is away from the box: where they went and the press count then. */
  let away: {target: HTMLElement | null; presses: number} | undefined;
  /** Set by `expectFocus`: the next focus in the box is the site's hand-over from one box to the other. */
  let handingOver = false;

  const onKeyDown = (event: KeyboardEvent) => {
    presses += 1;
    if (!isSearchInput(event.target)) return;
    if (event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey) {
      // Keep autocomplete.js from choosing a result: the browser moves focus, and the list
      // closes when the box loses it.
      event.stopPropagation();
    } else if (event.key === 'Escape') {
      const input = event.target;
      // After the box's own handler has closed the list (and blurred the box).
      window.setTimeout(() => {
        if (doc.activeElement === null || doc.activeElement === doc.body) focusOrBlur(returnTarget, input);
      });
    }
  };
  const onPointerDown = () => {
    presses += 1;
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!isSearchInput(event.target)) return;
    if (away !== undefined && away.presses === presses) {
      // Nothing the reader did brings focus back here: return it to where they went.
      const {target} = away;
      away = undefined;
      focusOrBlur(target, event.target);
      return;
    }
    away = undefined;
    // A hand-over, or a move between the two boxes, keeps the place focus came from.
    if (!handingOver && !isSearchInput(event.relatedTarget)) returnTarget = asFocusable(event.relatedTarget);
    handingOver = false;
  };
  const onFocusOut = (event: FocusEvent) => {
    // Only a move to another element is the reader leaving: focus lost to nothing is the box
    // being moved in the DOM (autocomplete.js wraps it once the index has loaded, then focuses it
    // again), the window losing focus, or the box closing on Esc, handled above.
    const to = asFocusable(event.relatedTarget);
    if (isSearchInput(event.target) && to !== null) away = {target: to, presses};
  };

  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('focusout', onFocusOut, true);
  return {
    expectFocus() {
      presses += 1;
      handingOver = true;
    },
    dispose() {
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('pointerdown', onPointerDown, true);
      doc.removeEventListener('focusin', onFocusIn, true);
      doc.removeEventListener('focusout', onFocusOut, true);
    },
  };
}
