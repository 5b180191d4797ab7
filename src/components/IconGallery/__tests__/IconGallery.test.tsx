/** @jest-environment jsdom */
import React, {act, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import '@testing-library/jest-dom';
import {fireEvent, render, screen, waitFor, within} from '@testing-library/react';
import type {IconIndex} from '@site/plugins/icon-gallery/types';
import {importDrawings} from '../drawingFiles';
import IconGallery from '..';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

/** How many times the index module was loaded: the gallery must not load it with the page. */
const indexLoads = {count: 0};

jest.mock(
  '@generated/docusaurus-plugin-icon-gallery/default/summary.json',
  () => ({
    __esModule: true,
    default: {version: '7.3.11', iconCount: 2204},
  }),
  {virtual: true},
);
jest.mock(
  '@generated/docusaurus-plugin-icon-gallery/default/index.json',
  () => {
    indexLoads.count += 1;
    const index: IconIndex = {
      version: '7.3.11',
      chunkSize: 2,
      names: ['Add', 'Delete', 'DeleteForever', 'GitHub', 'Settings'],
      themes: [31, 31, 31, 1, 31],
      synonyms: {Delete: ['trash', 'bin'], Settings: ['gear']},
    };
    return {__esModule: true, default: index};
  },
  {virtual: true},
);
// Each icon is drawn as one path whose d names the icon and theme, to check what is drawn.
jest.mock('../drawingFiles', () => ({
  importDrawings: jest.fn(async (theme: string, chunk: number) => {
    const names = [['Add', 'Delete'], ['DeleteForever', 'GitHub'], ['Settings']][chunk] ?? [];
    return Object.fromEntries(names.map((name) => [name, [`M0 0 ${name} ${theme}`]]));
  }),
}));
// Docusaurus's boundary (imported by the preview gate) is untranspiled ESM: its contract is enough here.
jest.mock(
  '@docusaurus/ErrorBoundary',
  () =>
    ({children}: {children: ReactNode}) =>
      children,
  {virtual: true},
);

class StubObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(() => {
  Object.assign(window, {IntersectionObserver: StubObserver, ResizeObserver: StubObserver});
  // jsdom lays nothing out: a 700 × 416 px box shows 4 rows of 6 icons.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {configurable: true, get: () => 700});
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {configurable: true, get: () => 416});
  // jsdom has no modal dialogs: open and close as the browser does, without the top layer.
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
});

beforeEach(() => {
  indexLoads.count = 0;
  jest.mocked(importDrawings).mockClear();
  document.documentElement.removeAttribute('data-hydrated');
});

const searchBox = () => screen.getByRole('searchbox', {name: 'Search icons'});
const themeButton = (name: string) =>
  within(screen.getByRole('group', {name: 'Gallery icon theme'})).getByRole('button', {name});

/** Renders the gallery as on a first page load, and opens it as focusing the search box does. */
async function openGallery() {
  render(<IconGallery />);
  await act(async () => {
    fireEvent.focusIn(searchBox());
  });
  await screen.findByText('5 icons in the Filled theme');
}

describe('IconGallery', () => {
  it('renders the search box, the theme filter and the package version on the server, no results', () => {
    const html = renderToString(<IconGallery />);
    expect(html).toContain('2,204 icons from @mui/icons-material 7.3.11');
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Search icons<\/label><input[^>]* id="\1"[^>]* type="search"/);
    expect(html).toContain('aria-label="Gallery icon theme"');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Filled</);
    expect(html).toContain('Loading the icons…');
    expect(indexLoads.count).toBe(0);
  });

  it('loads the index and the drawings only once the reader comes to the gallery', async () => {
    render(<IconGallery />);
    await act(async () => {});
    expect(indexLoads.count).toBe(0);
    expect(importDrawings).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.focusIn(searchBox());
    });
    expect(await screen.findByText('5 icons in the Filled theme')).toHaveAttribute('role', 'status');
    expect(indexLoads.count).toBe(1);
    await waitFor(() => expect(importDrawings).toHaveBeenCalledWith('filled', 0));
    const add = screen.getByRole('button', {name: 'Add'});
    await waitFor(() => expect(add.querySelector('path')).toHaveAttribute('d', 'M0 0 Add filled'));
  });

  it('keeps what was typed before hydration, and searches for it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<IconGallery />);
    document.body.appendChild(container);
    container.querySelector('input')!.value = 'trash';
    await act(async () => {
      hydrateRoot(container, <IconGallery />);
    });
    await act(async () => {
      fireEvent.focusIn(container.querySelector('input')!);
    });
    expect(await screen.findByText('1 icon matches “trash” in the Filled theme')).toBeInTheDocument();
    container.remove();
  });

  it('finds Delete first, shows its import line and copies it, then gives focus back to it', async () => {
    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', {configurable: true, value: {writeText}});
    await openGallery();
    fireEvent.change(searchBox(), {target: {value: 'Delete'}});
    expect(await screen.findByText('2 icons match “Delete” in the Filled theme')).toBeInTheDocument();
    const results = within(screen.getByRole('group', {name: /match/})).getAllByRole('button');
    expect(results.map((button) => button.textContent)).toEqual(['Delete', 'DeleteForever']);

    fireEvent.click(results[0]!);
    const dialog = await screen.findByRole('dialog', {name: 'Delete'});
    expect(dialog).toHaveTextContent("import DeleteIcon from '@mui/icons-material/Delete';");
    expect(
      within(dialog)
        .getAllByText(/^\d+ px$/)
        .map((size) => size.textContent),
    ).toEqual(['20 px', '24 px', '35 px', '48 px']);
    const copy = within(dialog).getByRole('button', {name: 'Copy import line'});
    expect(copy).toHaveFocus();
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith("import DeleteIcon from '@mui/icons-material/Delete';");
    expect(copy).toHaveTextContent('Copied');

    fireEvent.click(within(dialog).getByRole('button', {name: 'Close'}));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', {name: 'Delete'})).toHaveFocus();
  });

  it('lists the chosen theme’s components, leaving out icons it lacks', async () => {
    await openGallery();
    fireEvent.click(themeButton('Outlined'));
    expect(themeButton('Outlined')).toHaveAttribute('aria-pressed', 'true');
    expect(themeButton('Filled')).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('4 icons in the Outlined theme')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'DeleteOutlined'})).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: /^GitHub/})).toBeNull();
    await waitFor(() => expect(importDrawings).toHaveBeenCalledWith('outlined', 0));
  });

  it('is one tab stop in the grid, which the arrow keys move', async () => {
    await openGallery();
    const results = within(screen.getByRole('group', {name: /icons in/})).getAllByRole('button');
    expect(results.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    act(() => results[0]!.focus());
    fireEvent.keyDown(results[0]!, {key: 'ArrowRight'});
    expect(screen.getByRole('button', {name: 'Delete'})).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, {key: 'End'});
    expect(screen.getByRole('button', {name: 'Settings'})).toHaveFocus();
    expect(screen.getByRole('button', {name: 'Settings'})).toHaveAttribute('tabindex', '0');
  });
});
