/** @jest-environment jsdom */
import React, {useEffect, type ComponentType} from 'react';
import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {createSearchBarIsland} from '../SearchBarIsland';

const mockLocation = {search: ''};
/** What the real search bar found in its input when it mounted (it adopts them, as after hydration). */
const mockSeenOnMount: Array<{value: string; focused: boolean}> = [];

jest.mock('@docusaurus/router', () => ({useLocation: () => mockLocation}), {virtual: true});
jest.mock('@docusaurus/useIsBrowser', () => () => true, {virtual: true});
jest.mock('@docusaurus/Translate', () => ({translate: ({message}: {message: string}) => message}), {virtual: true});
jest.mock(
  '@docusaurus/plugin-content-docs/client',
  () => ({DocsPreferredVersionContextProvider: ({children}: {children: React.ReactNode}) => children}),
  {virtual: true},
);
jest.mock(
  '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated',
  () => ({searchBarShortcut: true, searchBarShortcutHint: true, searchBarShortcutKeymap: 'mod+k'}),
  {virtual: true},
);
jest.mock(
  '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap',
  () => ({
    parseKeymap: () => ({key: 'k', ctrl: true}),
    matchesKeymap: (event: KeyboardEvent) => event.ctrlKey && event.key === 'k',
    getKeymapHints: () => ['ctrl', 'K'],
  }),
  {virtual: true},
);
jest.mock(
  '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform',
  () => ({isMacPlatform: () => false}),
  {virtual: true},
);
/** The real search bar, as far as the island can tell: it notes what it finds in its input on mount. */
function RealSearchBar(): React.ReactNode {
  useEffect(() => {
    const input = document.querySelector<HTMLInputElement>('input[data-real]')!;
    mockSeenOnMount.push({value: input.value, focused: document.activeElement === input});
  }, []);
  return (
    <div className="navbar__search">
      <input className="navbar__search-input" aria-label="Search" data-real="" />
    </div>
  );
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
const copyInput = () => document.querySelector<HTMLInputElement>('input.navbar__search-input:not([data-real])');

describe('SearchBarIsland', () => {
  beforeEach(() => {
    mockLocation.search = '';
    mockSeenOnMount.length = 0;
  });

  it('renders the copy, then loads the real box when the pointer comes over it', async () => {
    const {load} = renderIsland();
    const copy = screen.getByRole('textbox', {name: 'Search'});
    expect(copy.hasAttribute('data-real')).toBe(false);
    expect(screen.getAllByText(/^(ctrl|K)$/).map((hint) => hint.textContent)).toEqual(['ctrl', 'K']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerOver(copy);
    await waitFor(() => expect(realInput()).not.toBeNull());
    expect(load).toHaveBeenCalledTimes(1);
    // It mounts hidden, beside the copy, and takes over once settled.
    expect(mockSeenOnMount).toEqual([{value: '', focused: false}]);
    expect(copyInput()).not.toBeNull();
    await waitFor(() => expect(copyInput()).toBeNull());
  });

  it('takes over what was typed in the copy, and the focus', async () => {
    renderIsland();
    const copy = screen.getByRole<HTMLInputElement>('textbox', {name: 'Search'});
    act(() => copy.focus()); // focusin: loads
    copy.value = 'butt';
    await waitFor(() => expect(realInput()).not.toBeNull());
    // Typing goes on in the copy while the real box settles, unfocused.
    expect(mockSeenOnMount).toEqual([{value: '', focused: false}]);
    copy.value = 'button';
    await waitFor(() => expect(copyInput()).toBeNull());
    expect(realInput()!.value).toBe('button');
    expect(document.activeElement).toBe(realInput());
  });

  it('loads on the search shortcut, which focuses the box', async () => {
    renderIsland();
    fireEvent.keyDown(document, {key: 'k', ctrlKey: true});
    await waitFor(() => expect(document.activeElement).toBe(realInput()));
    expect(copyInput()).toBeNull();
  });

  it('loads at once on a page opened with search words to highlight', async () => {
    mockLocation.search = '?_highlight=button';
    renderIsland();
    await waitFor(() => expect(realInput()).not.toBeNull());
  });

  it('keeps the copy when loading fails, tries again on the next sign, and loads once for later mounts', async () => {
    const load = jest
      .fn<Promise<ComponentType>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(RealSearchBar as ComponentType);
    const {Island} = renderIsland(load);
    const copy = screen.getByRole('textbox', {name: 'Search'});
    fireEvent.pointerOver(copy);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(realInput()).toBeNull();

    fireEvent.pointerOver(copy);
    await waitFor(() => expect(realInput()).not.toBeNull());
    // Another page's navbar: the real bar at once, without loading again.
    render(<Island />);
    expect(document.querySelectorAll('input[data-real]')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
