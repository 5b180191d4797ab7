/** @jest-environment jsdom */
import React, {useEffect, useState, type ComponentType} from 'react';
import {renderToString} from 'react-dom/server';
import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {READY_FLAG} from '../earlyShortcut';
import {createSearchBarIsland} from '../SearchBarIsland';
import {shortcutHints} from '../shortcuts';

jest.mock('@docusaurus/useIsBrowser', () => () => true, {virtual: true});

/** What the real search bar found in its input when it mounted. */
const seenOnMount: Array<{value: string; focused: boolean}> = [];

/** The real search bar, as far as the island can tell: a controlled field that shows its query. */
function RealSearchBar(): React.ReactNode {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const input = document.querySelector<HTMLInputElement>('input[data-real]')!;
    seenOnMount.push({value: input.value, focused: document.activeElement === input});
  }, []);
  return (
    <div className="navbar__search">
      <input
        className="navbar__search-input"
        aria-label="Search"
        data-real=""
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <output data-testid="query">{query}</output>
    </div>
  );
}

/** A load the test settles itself, to act while the real bar is on its way. */
function deferredLoad() {
  let resolve: (bar: ComponentType) => void = () => undefined;
  const load = jest.fn(() => new Promise<ComponentType>((settle) => (resolve = settle)));
  return {load, resolve: () => act(async () => resolve(RealSearchBar))};
}

/** A new island (with its own memory of the loaded bar) and its loader. */
function renderIsland(load = jest.fn(() => Promise.resolve(RealSearchBar as ComponentType))) {
  const Island = createSearchBarIsland(load);
  render(
    <nav>
      <Island />
    </nav>,
  );
  return {load, Island};
}

const realInput = () => document.querySelector<HTMLInputElement>('input[data-real]');
const idleInput = () => document.querySelector<HTMLInputElement>('input.navbar__search-input:not([data-real])');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** True if `element` or an ancestor is `display: none` (all jsdom can tell of rendering). */
const isHidden = (element: HTMLElement) => {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.style.display === 'none') return true;
  }
  return false;
};

describe('SearchBarIsland', () => {
  beforeEach(() => {
    seenOnMount.length = 0;
    // As in browsers, and unlike jsdom, an element that is not rendered cannot take focus.
    const focus = HTMLElement.prototype.focus;
    jest.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options) {
      if (!isHidden(this)) focus.call(this, options);
    });
    // jsdom lays nothing out: every element counts as shown, as the navbar's box is.
    jest.spyOn(Element.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 100, 20)] as never);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('renders the idle box with its hints and loads nothing until the pointer comes over it', async () => {
    const {load} = renderIsland();
    const idle = screen.getByRole('combobox', {name: 'Search'});
    expect(idle.hasAttribute('data-real')).toBe(false);
    const hints = shortcutHints(navigator.platform);
    expect(screen.getAllByText(new RegExp(`^(${hints.join('|')})$`)).map((hint) => hint.textContent)).toEqual([
      ...hints,
    ]);
    await settle();
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerOver(idle);
    await waitFor(() => expect(realInput()).not.toBeNull());
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(idleInput()).toBeNull());
    expect(seenOnMount).toEqual([{value: '', focused: false}]);
  });

  it.each([
    ['focus', (input: HTMLElement) => act(() => input.focus())],
    ['touch', (input: HTMLElement) => fireEvent.touchStart(input)],
  ])('loads on %s', async (_, interest) => {
    const {load} = renderIsland();
    await interest(idleInput()!);
    await waitFor(() => expect(realInput()).not.toBeNull());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes over what was typed in the idle box while loading, and the focus', async () => {
    const {load, resolve} = deferredLoad();
    renderIsland(load);
    const idle = idleInput()!;
    act(() => idle.focus()); // focusin: loads
    expect(load).toHaveBeenCalledTimes(1);
    // The reader goes on typing while the real bar is on its way.
    fireEvent.change(idle, {target: {value: 'button'}});
    await resolve();

    await waitFor(() => expect(idleInput()).toBeNull());
    expect(realInput()!.value).toBe('button');
    // The real bar's own state saw the text, as if typed there.
    expect(screen.getByTestId('query').textContent).toBe('button');
    expect(document.activeElement).toBe(realInput());
  });

  it('loads on the search shortcut, which focuses the box, and marks the shortcuts ready', async () => {
    const Island = createSearchBarIsland(jest.fn(() => Promise.resolve(RealSearchBar as ComponentType)));
    render(
      <>
        <button type="button">Menu</button>
        <nav>
          <Island />
        </nav>
      </>,
    );
    expect((window as unknown as Record<string, unknown>)[READY_FLAG]).toBe(true);
    const button = screen.getByRole('button', {name: 'Menu'});
    button.focus();
    const event = new KeyboardEvent('keydown', {key: 'k', ctrlKey: true, bubbles: true, cancelable: true});
    act(() => {
      button.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(realInput()));
    await waitFor(() => expect(idleInput()).toBeNull());
  });

  it('loads at once when the box was focused and typed into before the page’s scripts ran', async () => {
    const {load, resolve} = deferredLoad();
    const Island = createSearchBarIsland(load);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Island />);
    document.body.append(container);
    const early = container.querySelector('input')!;
    early.focus();
    early.value = 'chip';

    render(<Island />, {container, hydrate: true});
    expect(load).toHaveBeenCalledTimes(1);
    await resolve();
    await waitFor(() => expect(realInput()?.value).toBe('chip'));
    expect(document.activeElement).toBe(realInput());
  });

  it('keeps the idle box when loading fails, tries again on the next sign, and loads once for later mounts', async () => {
    const load = jest
      .fn<Promise<ComponentType>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(RealSearchBar as ComponentType);
    const {Island} = renderIsland(load);
    const idle = screen.getByRole('combobox', {name: 'Search'});
    fireEvent.pointerOver(idle);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await settle();
    expect(realInput()).toBeNull();
    expect(idleInput()).toBe(idle);

    fireEvent.pointerOver(idle);
    await waitFor(() => expect(realInput()).not.toBeNull());
    // Another page's navbar: the real bar at once, without loading again.
    render(<Island />);
    expect(document.querySelectorAll('input[data-real]')).toHaveLength(2);
    await waitFor(() => expect(idleInput()).toBeNull());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
