/**
 * Keyboard focus around the navbar search box, which search-local's SearchBar gets wrong in three
 * ways (0.55.3, dist/client/client/theme/SearchBar/SearchBar.jsx):
 * - Tab with results open picks the highlighted result and navigates (autocomplete.js's
 *   `tabAutocomplete`, on by default, which the plugin cannot turn off), instead of moving on; and
 *   without that, the browser's Tab would land in the results' footer link, which the list then
 *   removes as it closes on blur, dropping focus on `<body>`;
 * - closing the list (Esc) blurs the box, leaving focus on `<body>`;
 * - once the index has loaded, it focuses the box again, even when the reader tabbed on meanwhile.
 * The keeper listens on the document in the capture phase, so it runs before the box's own
 * handlers and changes nothing on screen: Tab in the box moves to the next control after the box, Esc returns focus
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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** True for an element laid out on the page (a hidden one has no boxes). */
function isRendered(element: Element): boolean {
  return element.getClientRects().length > 0;
}

/** The first element after `container` in document order that Tab would reach, skipping what is inside it. */
export function nextFocusableAfter(
  container: Element,
  isVisible: (element: Element) => boolean = isRendered,
): HTMLElement | null {
  for (const element of Array.from(container.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE))) {
    if (container.contains(element) || element.tabIndex < 0) continue;
    if (!(container.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    if (isVisible(element)) return element;
  }
  return null;
}

/** Focus `element` if it is still on the page; otherwise leave the box so that it does not hold focus. */
function focusOrBlur(element: HTMLElement | null, input: HTMLElement): void {
  if (element?.isConnected) element.focus();
  else input.blur();
}

/** The box with its results: the navbar's search container. */
function searchBoxOf(input: HTMLInputElement): Element {
  return input.closest('.navbar__search') ?? input;
}

export function installSearchFocusKeeper(
  doc: Document,
  isVisible: (element: Element) => boolean = isRendered,
): SearchFocusKeeper {
  /** Counts key and pointer presses: a focus change with no press since the last one is the page's. */
  let presses = 0;
  /** Where focus was before it entered the box. */
  let returnTarget: HTMLElement | null = null;
  /** Set while the reader is away from the box: where they went and the press count then. */
  let away: {target: HTMLElement | null; presses: number} | undefined;
  /** Set by `expectFocus`: the next focus in the box is the site's hand-over from one box to the other. */
  let handingOver = false;
  /** The press count when the box last lost focus to nothing (moved in the DOM, or closed on Esc). */
  let lostAt: number | undefined;

  const onKeyDown = (event: KeyboardEvent) => {
    presses += 1;
    if (!isSearchInput(event.target)) return;
    if (event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey) {
      // Keep autocomplete.js from choosing a result; the list closes when the box loses focus.
      event.stopPropagation();
      // Forwards, past the results (Shift+Tab goes back before the box, as the browser does).
      const next = event.shiftKey ? null : nextFocusableAfter(searchBoxOf(event.target), isVisible);
      if (next) {
        event.preventDefault();
        next.focus();
      }
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
    // The place focus came from stays through a hand-over, a move between the two boxes, and the
    // box taking focus back after losing it to nothing with no press in between.
    const sameVisit =
      handingOver || isSearchInput(event.relatedTarget) || (event.relatedTarget === null && lostAt === presses);
    if (!sameVisit) returnTarget = asFocusable(event.relatedTarget);
    handingOver = false;
    lostAt = undefined;
  };
  const onFocusOut = (event: FocusEvent) => {
    // Only a move to another element is the reader leaving: focus lost to nothing is the box
    // being moved in the DOM (autocomplete.js wraps it once the index has loaded, then focuses it
    // again), the window losing focus, or the box closing on Esc, handled above.
    if (!isSearchInput(event.target)) return;
    const to = asFocusable(event.relatedTarget);
    if (to !== null) away = {target: to, presses};
    else if (event.relatedTarget === null) lostAt = presses;
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
