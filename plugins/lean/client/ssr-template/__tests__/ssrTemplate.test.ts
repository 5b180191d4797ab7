/** @jest-environment jsdom */
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {createSsrTemplate, startAfterFirstPaint} from '../../../../../plugins/lean/client/ssr-template/ssrTemplate';

/** Messages posted on any FakeMessageChannel, each delivered when the test runs it (one task). */
const pendingMessages: Array<() => void> = [];

/** jsdom has no MessageChannel, which the starter schedules its batches with: this one waits for the test. */
class FakeMessageChannel {
  port1 = {onmessage: null as ((event: {data: unknown}) => void) | null, close: () => {}};
  port2 = {postMessage: (data: unknown) => pendingMessages.push(() => this.port1.onmessage?.({data}))};
}
globalThis.MessageChannel = FakeMessageChannel as unknown as typeof MessageChannel;

/** Runs the next message-channel task. */
function deliverNextMessage(): void {
  pendingMessages.shift()?.();
}

/** The page Docusaurus renders from `template` (with its own template compiler). */
async function render(template: string): Promise<string> {
  const data = {
    htmlAttributes: '',
    bodyAttributes: '',
    version: '3',
    metaAttributes: [],
    headTags: '',
    preBodyTags: '',
    postBodyTags: '<div id="post"></div>',
    appHtml: '<main>page</main>',
    baseUrl: '/docs/',
    scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'],
    stylesheets: ['assets/css/styles.3.css'],
  };
  return (await compileSSGTemplate(template))(data as never);
}

describe('createSsrTemplate', () => {
  it('has no deferred script in the head, and starts the same scripts, in order, after the body', async () => {
    const html = await render(createSsrTemplate());
    expect(html).not.toContain('defer');
    expect(html).toContain('<link rel="stylesheet" href="/docs/assets/css/styles.3.css" />');
    const starter = html.slice(html.indexOf('<div id="post"></div>'));
    expect(starter).toContain('(["/docs/assets/js/runtime~main.1.js","/docs/assets/js/main.2.js"],[])</script>');
    expect(html.indexOf('<main>page</main>')).toBeLessThan(html.indexOf('<script>'));
  });

  it('renders a starter that runs as written (whitespace removed by the template compiler)', async () => {
    const html = await render(createSsrTemplate([{rel: 'manifest', href: '/docs/manifest.json'}]));
    expect(html).not.toContain('<link rel="manifest"');
    const inline = html.slice(html.indexOf('<script>') + '<script>'.length, html.lastIndexOf('</script>'));
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(inline)();
    expect(Array.from(document.querySelectorAll('script')).map((script) => script.getAttribute('src'))).toEqual([
      '/docs/assets/js/runtime~main.1.js',
      '/docs/assets/js/main.2.js',
    ]);
    expect(document.head.innerHTML).toBe('<link rel="manifest" href="/docs/manifest.json">');
    jest.restoreAllMocks();
  });

  it('fails naming itself when the Docusaurus template changed', () => {
    expect(() => createSsrTemplate([], defaultTemplate.replace('defer', 'async'))).toThrow(
      /plugins\/lean\/client\/ssr-template\/ssrTemplate.ts: .*no longer contains/s,
    );
  });
});

describe('startAfterFirstPaint', () => {
  const added = () =>
    Array.from(document.querySelectorAll('script')).map((script) => [script.getAttribute('src'), script.async]);

  const links = () => Array.from(document.head.querySelectorAll('link')).map((link) => link.outerHTML);

  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  /** A PerformanceObserver that reports the paint entries given to `paint`. */
  function fakePaintObserver() {
    const observers: FakeObserver[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      disconnected = false;
      constructor(readonly callback: PerformanceObserverCallback) {
        observers.push(this);
      }
      observe(): void {}
      disconnect(): void {
        this.disconnected = true;
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', {value: FakeObserver, configurable: true, writable: true});
    return {
      paint(name: string) {
        for (const observer of observers.filter((candidate) => !candidate.disconnected)) {
          const list = {getEntriesByName: (wanted: string) => (wanted === name ? [{name}] : [])};
          observer.callback(
            list as unknown as PerformanceObserverEntryList,
            observer as unknown as PerformanceObserver,
          );
        }
      },
      restore() {
        delete (window as {PerformanceObserver?: unknown}).PerformanceObserver;
      },
    };
  }

  it('adds the links and the scripts, in order and not async, once the first contentful paint is presented', () => {
    const observer = fakePaintObserver();
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame');
    startAfterFirstPaint(['/a.js', '/b.js'], [{rel: 'manifest', href: '/m.json'}]);
    observer.paint('first-paint');
    expect(added()).toEqual([]);
    expect(links()).toEqual([]);
    observer.paint('first-contentful-paint');
    expect(links()).toEqual(['<link rel="manifest" href="/m.json">']);
    expect(added()).toEqual([
      ['/a.js', false],
      ['/b.js', false],
    ]);
    // Once only, whatever comes next.
    observer.paint('first-contentful-paint');
    jest.runAllTimers();
    expect(added()).toHaveLength(2);
    expect(links()).toHaveLength(1);
    expect(requestFrame).not.toHaveBeenCalled();
    observer.restore();
  });

  it('adds four scripts per task, keeping their order, with no timer to wait for', () => {
    const observer = fakePaintObserver();
    const scripts = Array.from({length: 9}, (_, index) => `/${index}.js`);
    startAfterFirstPaint(scripts, []);
    observer.paint('first-contentful-paint');
    expect(added().map(([src]) => src)).toEqual(scripts.slice(0, 4));
    deliverNextMessage();
    expect(added().map(([src]) => src)).toEqual(scripts.slice(0, 8));
    deliverNextMessage();
    expect(added()).toEqual(scripts.map((src) => [src, false]));
    expect(pendingMessages).toEqual([]);
    expect(jest.getTimerCount()).toBe(1); // only the 3 s fallback, which does nothing now
    jest.runAllTimers();
    expect(added()).toHaveLength(9);
    observer.restore();
  });

  it('adds them after 3 s if no contentful paint is reported', () => {
    const observer = fakePaintObserver();
    startAfterFirstPaint(['/a.js'], []);
    jest.advanceTimersByTime(2999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual([['/a.js', false]]);
    observer.restore();
  });

  it('without paint entries, adds the scripts, in order and not async, only after the next frame', () => {
    let frame: FrameRequestCallback | undefined;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    startAfterFirstPaint(['/a.js', '/b.js'], []);
    expect(added()).toEqual([]);
    frame?.(0);
    expect(added()).toEqual([]);
    jest.runAllTimers();
    expect(added()).toEqual([
      ['/a.js', false],
      ['/b.js', false],
    ]);
  });

  it('adds them at once in a hidden tab, which paints no frame', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame');
    startAfterFirstPaint(['/a.js'], []);
    expect(added()).toEqual([['/a.js', false]]);
    expect(requestFrame).not.toHaveBeenCalled();
  });
});
