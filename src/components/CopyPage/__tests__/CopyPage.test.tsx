/** @jest-environment jsdom */
import React from 'react';
import {renderToString} from 'react-dom/server';
import '@testing-library/jest-dom';
import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import CopyPage from '..';

jest.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: '/material-ui/react-button/'})}), {
  virtual: true,
});
jest.mock('@docusaurus/Translate', () => ({translate: ({message}: {message: string}) => message}), {virtual: true});
jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => ({__esModule: true, default: () => ({siteConfig: {url: 'https://mui-docs.example.com'}})}),
  {virtual: true},
);

const MARKDOWN = '---\ntitle: "Button"\ndescription: "Buttons."\n---\n\n# Button\n\nA button lets people act.\n';
const MARKDOWN_URL = 'https://mui-docs.example.com/material-ui/react-button.md';

/** A fetch answering `body` as Markdown, or failing as offline. */
function stubFetch(body: string | Error): jest.Mock {
  const fetchMock = jest.fn(async () => {
    if (body instanceof Error) throw body;
    return {ok: true, status: 200, headers: {get: () => 'text/markdown'}, text: async () => body};
  });
  Object.defineProperty(window, 'fetch', {configurable: true, writable: true, value: fetchMock});
  return fetchMock;
}

function stubClipboard(writeText: (text: string) => Promise<void>): void {
  Object.defineProperty(navigator, 'clipboard', {configurable: true, value: {writeText}});
  Object.defineProperty(document, 'execCommand', {configurable: true, value: () => false});
}

const copyButton = () => screen.getByRole('button', {name: /^(Copy|Copied)/});
const menuButton = () => screen.getByRole('button', {name: 'More ways to use this page'});

describe('CopyPage', () => {
  it('renders two plain buttons on the server, the menu button closed and no menu', () => {
    const html = renderToString(<CopyPage />);
    expect(html).toContain('Copy page');
    expect(html).toContain('aria-label="More ways to use this page"');
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="menu"');
  });

  it('copies the page Markdown, from its title on, and says so', async () => {
    const fetchMock = stubFetch(MARKDOWN);
    const writeText = jest.fn(async () => {});
    stubClipboard(writeText);
    render(<CopyPage />);
    await act(async () => {
      fireEvent.click(copyButton());
    });
    await waitFor(() => expect(copyButton()).toHaveTextContent('Copied'));
    expect(fetchMock).toHaveBeenCalledWith('/material-ui/react-button.md', expect.anything());
    expect(writeText).toHaveBeenCalledWith('# Button\n\nA button lets people act.\n');
  });

  it('copies within the click once the Markdown was fetched on hover', async () => {
    stubFetch(MARKDOWN);
    const writeText = jest.fn(async () => {});
    stubClipboard(writeText);
    render(<CopyPage />);
    fireEvent.pointerOver(copyButton());
    // The controller mounts and fetches; give both time to settle.
    await waitFor(() => expect(window.fetch).toHaveBeenCalled());
    await act(async () => {});
    await act(async () => {
      fireEvent.click(copyButton());
      // Called synchronously inside the click handler, before anything was awaited.
      expect(writeText).toHaveBeenCalledWith('# Button\n\nA button lets people act.\n');
    });
    expect(copyButton()).toHaveTextContent('Copied');
  });

  it('shows a failed copy in plain words when the Markdown cannot be fetched', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const writeText = jest.fn(async () => {});
    stubClipboard(writeText);
    render(<CopyPage />);
    await act(async () => {
      fireEvent.click(copyButton());
    });
    const button = await screen.findByRole('button', {name: 'Copy failed, try again'});
    expect(button).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Failed to fetch');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('shows "Copy not allowed" when the browser refuses the clipboard', async () => {
    stubFetch(MARKDOWN);
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    render(<CopyPage />);
    await act(async () => {
      fireEvent.click(copyButton());
    });
    expect(await screen.findByRole('button', {name: 'Copy not allowed'})).toBeInTheDocument();
  });
});

describe('CopyPage menu', () => {
  beforeEach(() => {
    stubFetch(MARKDOWN);
    stubClipboard(async () => {});
  });

  async function openWithKey(key: 'ArrowDown' | 'ArrowUp') {
    menuButton().focus();
    await act(async () => {
      fireEvent.keyDown(menuButton(), {key});
    });
    return screen.findByRole('menu');
  }

  it('offers the Markdown and two assistants, opening new tabs without an opener', async () => {
    render(<CopyPage />);
    await openWithKey('ArrowDown');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'View as Markdown',
      'Open in ChatGPT (opens in a new tab)',
      'Open in Claude (opens in a new tab)',
    ]);
    expect(items[0]).toHaveAttribute('href', '/material-ui/react-button.md');
    const prompt = encodeURIComponent(`Read ${MARKDOWN_URL} so I can ask questions about it.`);
    expect(items[1]).toHaveAttribute('href', `https://chatgpt.com/?q=${prompt}`);
    expect(items[2]).toHaveAttribute('href', `https://claude.ai/new?q=${prompt}`);
    for (const item of items.slice(1)) {
      expect(item).toHaveAttribute('target', '_blank');
      expect(item.getAttribute('rel')).toMatch(/\bnoopener\b/);
    }
  });

  it('opens with Arrow Down on the first item, moves with the arrows, Home and End, and wraps', async () => {
    render(<CopyPage />);
    const menu = await openWithKey('ArrowDown');
    const items = screen.getAllByRole('menuitem');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', menu.id);
    expect(menu).toHaveAccessibleName('More ways to use this page');
    await waitFor(() => expect(items[0]).toHaveFocus());
    fireEvent.keyDown(items[0]!, {key: 'ArrowDown'});
    expect(items[1]).toHaveFocus();
    fireEvent.keyDown(items[1]!, {key: 'End'});
    expect(items[2]).toHaveFocus();
    fireEvent.keyDown(items[2]!, {key: 'ArrowDown'});
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(items[0]!, {key: 'ArrowUp'});
    expect(items[2]).toHaveFocus();
    fireEvent.keyDown(items[2]!, {key: 'Home'});
    expect(items[0]).toHaveFocus();
  });

  it('opens with Arrow Up on the last item', async () => {
    render(<CopyPage />);
    await openWithKey('ArrowUp');
    const items = screen.getAllByRole('menuitem');
    await waitFor(() => expect(items[2]).toHaveFocus());
  });

  it('closes with Esc and gives focus back to the menu button', async () => {
    render(<CopyPage />);
    await openWithKey('ArrowDown');
    const first = screen.getAllByRole('menuitem')[0]!;
    await waitFor(() => expect(first).toHaveFocus());
    act(() => {
      fireEvent.keyDown(first, {key: 'Escape'});
    });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('opens and closes on click, and closes on a pointer down elsewhere', async () => {
    render(
      <>
        <CopyPage />
        <p>Elsewhere</p>
      </>,
    );
    await act(async () => {
      fireEvent.click(menuButton());
    });
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    act(() => {
      fireEvent.click(menuButton());
    });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    act(() => {
      fireEvent.click(menuButton());
    });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    act(() => {
      fireEvent.pointerDown(screen.getByText('Elsewhere'));
    });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
