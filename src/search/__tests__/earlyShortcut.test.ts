/** @jest-environment jsdom */
import {
  getEarlyShortcutScript,
  markSearchReady,
  READY_FLAG,
  rememberReturnFocus,
  RETURN_FOCUS,
  takeReturnFocus,
} from '../earlyShortcut';
import {isSearchShortcut} from '../shortcuts';

type SearchWindow = Window & {[READY_FLAG]?: boolean; [RETURN_FOCUS]?: Element | null};
const searchWindow = window as SearchWindow;

/** The page before its scripts run: a button, the server-rendered search box and another field. */
function renderPage(): {button: HTMLButtonElement; search: HTMLInputElement; other: HTMLInputElement} {
  document.body.innerHTML = `
    <button type="button">Menu</button>
    <div class="navbar__search"><input class="navbar__search-input" aria-label="Search"></div>
    <input id="other" aria-label="Name">`;
  return {
    button: document.querySelector('button')!,
    search: document.querySelector('input.navbar__search-input')!,
    other: document.querySelector('#other')!,
  };
}

/** Presses a key on `target` (the focused element, as a browser does) and returns the event. */
function press(target: Element, init: KeyboardEventInit): KeyboardEvent {
  const event = new KeyboardEvent('keydown', {bubbles: true, cancelable: true, ...init});
  target.dispatchEvent(event);
  return event;
}

describe('getEarlyShortcutScript', () => {
  beforeAll(() => {
    // As the page's <head> runs it: once per page, adding one listener to the document.
    window.eval(getEarlyShortcutScript());
  });

  beforeEach(() => {
    delete searchWindow[READY_FLAG];
    delete searchWindow[RETURN_FOCUS];
  });

  it('focuses the box on Ctrl+K and ⌘K, remembering where focus was', () => {
    for (const modifier of [{ctrlKey: true}, {metaKey: true}]) {
      const {button, search} = renderPage();
      button.focus();
      const event = press(button, {key: 'k', ...modifier});
      expect(event.defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(search);
      expect(searchWindow[RETURN_FOCUS]).toBe(button);
    }
  });

  it('focuses the box on `/` outside fields', () => {
    const {search} = renderPage();
    const event = press(document.body, {key: '/'});
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(search);
    expect(searchWindow[RETURN_FOCUS]).toBe(document.body);
  });

  it('leaves `/` typed in another field alone, but not Ctrl+K', () => {
    const {search, other} = renderPage();
    other.focus();
    expect(press(other, {key: '/'}).defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(other);
    expect(searchWindow[RETURN_FOCUS]).toBeUndefined();

    expect(press(other, {key: 'k', ctrlKey: true}).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(search);
    expect(searchWindow[RETURN_FOCUS]).toBe(other);
  });

  it('decides as the search bar does (./shortcuts.ts), key by key', () => {
    const presses: KeyboardEventInit[] = [
      {key: 'K', ctrlKey: true},
      {key: 'k', ctrlKey: true, shiftKey: true},
      {key: 'k', ctrlKey: true, altKey: true},
      {key: 'k'},
      {key: '/', ctrlKey: true},
      {key: '/', altKey: true},
      {key: 'Enter'},
    ];
    for (const init of presses) {
      const {button} = renderPage();
      button.focus();
      const event = press(button, init);
      expect({init, prevented: event.defaultPrevented}).toEqual({init, prevented: isSearchShortcut(event)});
    }
  });

  it('does nothing when the box is focused already, or absent', () => {
    const {search} = renderPage();
    search.focus();
    expect(press(search, {key: 'k', ctrlKey: true}).defaultPrevented).toBe(false);
    expect(searchWindow[RETURN_FOCUS]).toBeUndefined();

    document.body.innerHTML = '<button type="button">Menu</button>';
    const button = document.querySelector('button')!;
    button.focus();
    expect(press(button, {key: '/'}).defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('steps aside once the search bar is ready', () => {
    const {button} = renderPage();
    button.focus();
    markSearchReady(window);
    expect(press(button, {key: 'k', ctrlKey: true}).defaultPrevented).toBe(false);
    expect(press(button, {key: '/'}).defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(searchWindow[RETURN_FOCUS]).toBeUndefined();
  });
});

describe('rememberReturnFocus and takeReturnFocus', () => {
  beforeEach(() => {
    delete searchWindow[RETURN_FOCUS];
  });

  it('hands the remembered element back once', () => {
    const {button} = renderPage();
    rememberReturnFocus(window, button);
    expect(takeReturnFocus(window)).toBe(button);
    expect(takeReturnFocus(window)).toBeNull();
  });

  it('gives nothing when nothing was remembered', () => {
    expect(takeReturnFocus(window)).toBeNull();
    rememberReturnFocus(window, null);
    expect(takeReturnFocus(window)).toBeNull();
  });

  it('gives neither an element gone from the page nor the body', () => {
    const {button} = renderPage();
    rememberReturnFocus(window, button);
    button.remove();
    expect(takeReturnFocus(window)).toBeNull();

    rememberReturnFocus(window, document.body);
    expect(takeReturnFocus(window)).toBeNull();
  });

  it('gives only HTML elements, which can take focus back', () => {
    document.body.innerHTML = '<svg><circle r="1"></circle></svg>';
    rememberReturnFocus(window, document.querySelector('circle'));
    expect(takeReturnFocus(window)).toBeNull();
  });
});
