/**
 * @jest-environment jsdom
 */
import React, {act, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {createRoot, hydrateRoot} from 'react-dom/client';
import {createPreviewGate, GatedPreview, usePreviewGate, type PreviewGate} from '../previewGate';
import {elementAtPath, focusPath} from '../focusPath';
import type {DemoModule, DemoPreview} from '../types';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

// Docusaurus's boundary is untranspiled ESM that needs the site's context: this one keeps its contract.
jest.mock(
  '@docusaurus/ErrorBoundary',
  () => {
    const {Component} = jest.requireActual<typeof import('react')>('react');
    type Props = {fallback: (params: {error: Error; tryAgain: () => void}) => ReactNode; children: ReactNode};
    return class ErrorBoundary extends Component<Props, {error: Error | null}> {
      override state = {error: null as Error | null};
      static getDerivedStateFromError(error: Error) {
        return {error};
      }
      override render() {
        const {error} = this.state;
        return error ? this.props.fallback({error, tryAgain: () => this.setState({error: null})}) : this.props.children;
      }
    };
  },
  {virtual: true},
);

const clicks: string[] = [];
function Counter() {
  const [count, setCount] = React.useState(0);
  return (
    <button type="button" onClick={() => (clicks.push('click'), setCount(count + 1))}>
      Clicked {count} times
    </button>
  );
}
const Island = ({children}: {children: ReactNode}) => <div className="island">{children}</div>;
const preview: DemoPreview = {Component: Counter, Island, modules: {}};

/** A demo as the server's build gives it: its preview already loaded. */
const serverDemo: DemoModule = {
  id: 'counter',
  large: false,
  loadPreview: () => Object.assign(Promise.resolve(preview), {status: 'fulfilled', value: preview}),
  loadCode: () => Promise.reject(new Error('not used')),
};

/** A demo as the browser's build gives it: a load the test settles, and a count of loads started. */
function browserDemo() {
  const loads: {resolve: (value: DemoPreview) => void; reject: (error: Error) => void}[] = [];
  let current: Promise<DemoPreview> | undefined;
  const demo: DemoModule = {
    id: 'counter',
    large: false,
    loadPreview: (retry) =>
      (!retry && current) ||
      (current = new Promise<DemoPreview>((resolve, reject) => void loads.push({resolve, reject}))),
    loadCode: () => Promise.reject(new Error('not used')),
  };
  return {demo, loads};
}

beforeEach(() => {
  clicks.length = 0;
});

describe('GatedPreview', () => {
  it('keeps the server HTML until its gate opens and the preview has loaded, then renders the demo in its place', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<GatedPreview gate={null} demo={serverDemo} onReady={() => {}} />);
    document.body.appendChild(container);
    const serverButton = container.querySelector('button')!;
    expect(serverButton.textContent).toBe('Clicked 0 times');
    expect(container.querySelector('.island')).not.toBeNull();
    const serverHtml = container.innerHTML;

    const gate = createPreviewGate();
    const {demo, loads} = browserDemo();
    const ready = jest.fn();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <GatedPreview gate={gate} demo={demo} onReady={ready} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // Closed gate: nothing loads, the server's button stays, and a click reaches no React handler.
    expect(loads).toHaveLength(0);
    expect(container.innerHTML).toBe(serverHtml);
    await act(async () => void serverButton.dispatchEvent(new MouseEvent('click', {bubbles: true})));
    expect(clicks).toEqual([]);
    expect(container.innerHTML).toBe(serverHtml);

    // Open gate: the preview starts loading; the server HTML stays until it arrives.
    serverButton.focus();
    await act(async () => gate.open());
    expect(loads).toHaveLength(1);
    expect(ready).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);

    // Loaded: the demo renders in place, live, focus is where the reader left it, and the click
    // made on the server's button is replayed on its live twin, once.
    // The replay waits for a task after the load (React ignores events dispatched while it flushes
    // effects); whether that task has run when act returns depends on the machine's load, so only
    // the outcome is checked: one replayed click on the live button.
    await act(async () => loads[0]!.resolve(preview));
    expect(ready).toHaveBeenCalledTimes(1);
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    const button = container.querySelector('button')!;
    expect(button).not.toBe(serverButton);
    expect(container.querySelectorAll('button')).toHaveLength(1);
    expect(document.activeElement).toBe(button);
    expect(clicks).toEqual(['click']);
    expect(button.textContent).toBe('Clicked 1 times');
    await act(async () => button.click());
    expect(clicks).toEqual(['click', 'click']);
    expect(button.textContent).toBe('Clicked 2 times');
    expect(errors).toEqual([]);
    container.remove();
  });

  it('keeps the server HTML when a context above it changes before the gate opens', async () => {
    const Mode = React.createContext('light');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<GatedPreview gate={null} demo={serverDemo} onReady={() => {}} />);
    document.body.appendChild(container);
    const serverHtml = container.innerHTML;
    const gate = createPreviewGate();
    const {demo} = browserDemo();
    let setMode: (mode: string) => void = () => {};
    function Page() {
      const [mode, set] = React.useState('light');
      setMode = set;
      return (
        <Mode.Provider value={mode}>
          <GatedPreview gate={gate} demo={demo} onReady={() => {}} />
        </Mode.Provider>
      );
    }
    await act(async () => void hydrateRoot(container, <Page />));
    await act(async () => setMode('dark'));
    expect(container.innerHTML).toBe(serverHtml);
    container.remove();
  });

  it('says so when the preview cannot load, and loads it again when asked', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const {demo, loads} = browserDemo();
    const root = createRoot(container, {onCaughtError: () => {}});
    await act(async () => root.render(<GatedPreview gate={null} demo={demo} onReady={() => {}} />));
    expect(loads).toHaveLength(1);
    await act(async () => loads[0]!.reject(new Error('ChunkLoadError')));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('This demo could not be loaded.');

    await act(async () => container.querySelector('button')!.click());
    expect(loads).toHaveLength(2);
    await act(async () => loads[1]!.resolve(preview));
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.querySelector('button')?.textContent).toBe('Clicked 0 times');
    await act(async () => root.unmount());
    container.remove();
  });
});

/** jsdom has no IntersectionObserver: this one lets a test say when the demo is near the viewport. */
class FakeObserver {
  static last: FakeObserver | undefined;
  constructor(readonly callback: (entries: {isIntersecting: boolean}[]) => void) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  report(isIntersecting: boolean) {
    this.callback([{isIntersecting}]);
  }
}

/** Mounts a demo root with its gate; `opened()` says whether the gate has opened. */
async function mountGate(large: boolean) {
  (globalThis as {IntersectionObserver?: unknown}).IntersectionObserver = FakeObserver;
  const container = document.createElement('div');
  document.body.appendChild(container);
  let gate: PreviewGate | null = null;
  function Root() {
    const ref = React.useRef<HTMLElement>(null);
    gate = usePreviewGate(ref, large);
    return <section ref={ref}>demo</section>;
  }
  const root = createRoot(container);
  await act(async () => root.render(<Root />));
  let open = false;
  void gate!.promise.then(() => (open = true));
  const opened = async () => {
    await act(async () => {});
    return open;
  };
  return {section: container.querySelector('section')!, opened, unmount: () => act(async () => root.unmount())};
}

describe('usePreviewGate', () => {
  it('opens when the demo nears the viewport', async () => {
    const {opened, unmount} = await mountGate(false);
    expect(await opened()).toBe(false);
    FakeObserver.last!.report(true);
    expect(await opened()).toBe(true);
    await unmount();
  });

  it('keeps a large demo in the first screen closed until the reader scrolls', async () => {
    const {opened, unmount} = await mountGate(true);
    FakeObserver.last!.report(true);
    expect(await opened()).toBe(false);
    window.dispatchEvent(new Event('scroll'));
    expect(await opened()).toBe(true);
    await unmount();
  });

  it('opens a large demo below the first screen when a scroll brings it into view', async () => {
    const {opened, unmount} = await mountGate(true);
    FakeObserver.last!.report(false);
    window.dispatchEvent(new Event('scroll'));
    expect(await opened()).toBe(false);
    FakeObserver.last!.report(true);
    expect(await opened()).toBe(true);
    await unmount();
  });

  it('opens a large demo at once when the reader points at it', async () => {
    const {section, opened, unmount} = await mountGate(true);
    FakeObserver.last!.report(true);
    section.dispatchEvent(new Event('pointerover', {bubbles: true}));
    expect(await opened()).toBe(true);
    await unmount();
  });
});

describe('focusPath', () => {
  it('finds the same element in a copy of the markup, skipping comments', () => {
    const root = document.createElement('div');
    root.innerHTML = '<!--$--><p>a</p><ul><li>one</li><li><button>two</button></li></ul><!--/$-->';
    const path = focusPath(root, root.querySelector('button'));
    expect(path).toEqual([1, 1, 0]);
    const copy = document.createElement('div');
    copy.innerHTML = '<p>a</p><ul><li>one</li><li><button>two</button></li></ul>';
    expect(elementAtPath(copy, path!)).toBe(copy.querySelector('button'));
  });

  it('is null for focus outside the element, or on it', () => {
    const root = document.createElement('div');
    document.body.append(root);
    expect(focusPath(root, document.body)).toBeNull();
    expect(focusPath(root, root)).toBeNull();
    expect(elementAtPath(root, [3])).toBeNull();
    root.remove();
  });
});
