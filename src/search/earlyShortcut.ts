/**
 * A search shortcut pressed before the page's scripts run is not lost: a few lines inline in the
 * page's <head> (plugins/search-index) focus the server-rendered search box on Ctrl+K, ⌘K or `/`,
 * so what the reader then types lands in it, and the search bar takes both over when it loads
 * (src/search/SearchBarIsland.tsx). Once the island listens itself it sets READY_FLAG and the
 * inline listener steps aside. The element focused before is kept for Esc to return to
 * (RETURN_FOCUS).
 */

/** Set on `window` once the search bar handles its shortcuts itself. */
export const READY_FLAG = '__muiSearchReady';

/** Where `window` keeps the element focused before a shortcut moved focus to the box. */
export const RETURN_FOCUS = '__muiSearchReturnFocus';

/** The search box's input, server-rendered in the navbar. */
export const SEARCH_INPUT_SELECTOR = 'input.navbar__search-input';

/** The inline script: the same decisions as ./shortcuts.ts, written small for the page's head. */
export function getEarlyShortcutScript(): string {
  return `document.addEventListener('keydown',function(e){if(window.${READY_FLAG})return;var t=e.target,k=(e.key||'').toLowerCase(),ed=t&&t.tagName&&(/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)||t.isContentEditable);if(!((e.ctrlKey||e.metaKey)&&!e.altKey&&!e.shiftKey&&k==='k')&&!(k==='/'&&!e.ctrlKey&&!e.metaKey&&!e.altKey&&!ed))return;var i=document.querySelector(${JSON.stringify(SEARCH_INPUT_SELECTOR)});if(!i||i===document.activeElement)return;e.preventDefault();window.${RETURN_FOCUS}=document.activeElement;i.focus()},true);`;
}

interface SearchWindow {
  [READY_FLAG]?: boolean;
  [RETURN_FOCUS]?: Element | null;
}

/** The island calls this once its own listener is in place. */
export function markSearchReady(win: Window): void {
  (win as unknown as SearchWindow)[READY_FLAG] = true;
}

/** Remember where focus was before the box took it (the shortcut), for Esc. */
export function rememberReturnFocus(win: Window, element: Element | null): void {
  (win as unknown as SearchWindow)[RETURN_FOCUS] = element;
}

/** Take the remembered element, if any: it is handed back once. */
export function takeReturnFocus(win: Window): HTMLElement | null {
  const state = win as unknown as SearchWindow;
  const element = state[RETURN_FOCUS];
  state[RETURN_FOCUS] = null;
  return element instanceof HTMLElement && element.isConnected && element !== win.document.body ? element : null;
}
