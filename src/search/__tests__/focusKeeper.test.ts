/** @jest-environment jsdom */
import {installSearchFocusKeeper, type SearchFocusKeeper} from '../focusKeeper';

let keeper: SearchFocusKeeper;
let before: HTMLAnchorElement;
let input: HTMLInputElement;
let after: HTMLButtonElement;

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML =
    '<a href="/x" id="before">before</a><input class="navbar__search-input" aria-label="Search" /><button id="after">after</button>';
  before = document.getElementById('before') as HTMLAnchorElement;
  input = document.querySelector('input') as HTMLInputElement;
  after = document.getElementById('after') as HTMLButtonElement;
  keeper = installSearchFocusKeeper(document, () => true);
});

afterEach(() => {
  keeper.dispose();
  jest.useRealTimers();
});

/** A key press as the browser dispatches it on the focused element. */
function press(key: string, target: Element = document.activeElement ?? document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', {key, bubbles: true, cancelable: true});
  target.dispatchEvent(event);
  return event;
}

test('Tab in the box does not reach its own handlers (which would pick a result), other keys do', () => {
  const seen: string[] = [];
  input.addEventListener('keydown', (event) => seen.push(event.key));
  input.focus();
  press('Tab');
  expect(document.activeElement).toBe(after);
  input.dispatchEvent(new Event('pointerdown', {bubbles: true})); // the reader clicks back in
  input.focus();
  press('ArrowDown');
  expect(seen).toEqual(['ArrowDown']);
});

test('Tab in another field is left alone', () => {
  const seen: string[] = [];
  after.addEventListener('keydown', (event) => seen.push(event.key));
  after.focus();
  press('Tab');
  expect(seen).toEqual(['Tab']);
});

test('Esc returns focus to where it was before the box took it, when the box let it go to the page', () => {
  before.focus();
  press('k'); // the shortcut
  input.focus();
  input.addEventListener('keydown', (event) => event.key === 'Escape' && input.blur());
  press('Escape');
  expect(document.activeElement).toBe(document.body);
  jest.runAllTimers();
  expect(document.activeElement).toBe(before);
});

test('Esc with nothing to close leaves focus in the box', () => {
  before.focus();
  press('k');
  input.focus();
  press('Escape');
  jest.runAllTimers();
  expect(document.activeElement).toBe(input);
});

test('Esc when focus came from nowhere leaves the box without a place to return to', () => {
  press('k');
  input.focus();
  input.addEventListener('keydown', (event) => event.key === 'Escape' && input.blur());
  press('Escape');
  jest.runAllTimers();
  expect(document.activeElement).toBe(document.body);
});

test('focus the page moves back to the box after the reader tabbed on is sent back to where they went', () => {
  press('Tab', document.body);
  input.focus();
  press('Tab');
  after.focus(); // the browser's Tab
  input.focus(); // the search bar, once its index has loaded
  expect(document.activeElement).toBe(after);
});

test('the reader may come back to the box: a press since they left it', () => {
  input.focus();
  press('Tab');
  after.focus();
  press('Tab', after); // Shift+Tab, say
  input.focus();
  expect(document.activeElement).toBe(input);
});

test('a focus move the site announces is let through', () => {
  input.focus();
  input.blur();
  keeper.expectFocus();
  input.focus();
  expect(document.activeElement).toBe(input);
});

test('after dispose nothing is intercepted', () => {
  keeper.dispose();
  const seen: string[] = [];
  input.addEventListener('keydown', (event) => seen.push(event.key));
  input.focus();
  press('Tab');
  expect(seen).toEqual(['Tab']);
  keeper = installSearchFocusKeeper(document, () => true);
});

test('the hand-over from the copy to the real box keeps the place Esc returns to', () => {
  const copy = input;
  const real = document.createElement('input');
  real.className = 'navbar__search-input';
  real.addEventListener('keydown', (event) => event.key === 'Escape' && real.blur());
  before.focus();
  press('k');
  copy.focus();
  copy.remove(); // the copy goes while it holds focus
  document.body.append(real);
  keeper.expectFocus();
  real.focus();
  expect(document.activeElement).toBe(real);
  press('Escape');
  jest.runAllTimers();
  expect(document.activeElement).toBe(before);
});

test('the box moved in the page while focused (autocomplete.js wrapping it) may take focus back', () => {
  press('k');
  input.focus();
  const wrapper = document.createElement('span');
  document.body.append(wrapper);
  input.blur(); // what moving a focused element does
  wrapper.append(input);
  input.focus(); // the search bar, once its index has loaded
  expect(document.activeElement).toBe(input);
});

test('Tab moves past the results to the next control after the box', () => {
  document.body.innerHTML =
    '<a href="/x" id="before">before</a><div class="navbar__search"><input class="navbar__search-input" aria-label="Search" /><div role="listbox"><a href="/search/?q=x" id="all">See all results</a></div></div><button id="after">after</button>';
  const box = document.querySelector('input') as HTMLInputElement;
  box.focus();
  const tab = press('Tab');
  expect(tab.defaultPrevented).toBe(true);
  expect(document.activeElement?.id).toBe('after');
});

test('Shift+Tab is left to the browser', () => {
  input.focus();
  const event = new KeyboardEvent('keydown', {key: 'Tab', shiftKey: true, bubbles: true, cancelable: true});
  input.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(false);
});

test('Esc returns to the place before the box even after the box was moved in the page meanwhile', () => {
  before.focus();
  press('/');
  input.focus();
  input.blur(); // autocomplete.js wrapping the box
  input.focus();
  input.addEventListener('keydown', (event) => event.key === 'Escape' && input.blur());
  press('Escape');
  jest.runAllTimers();
  expect(document.activeElement).toBe(before);
});
