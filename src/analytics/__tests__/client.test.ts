/** @jest-environment jsdom */
// One page session, told in order: the client module keeps its listeners for the page's lifetime,
// as it does in the browser, so each test continues from the previous one.
import type {Location} from 'history';
import {notifyPreferencesChange} from '../events';
import {VITALS_SAMPLED_STORAGE_KEY} from '../vitals';

jest.mock('web-vitals', () => {
  const never = () => undefined;
  return {
    onCLS: never,
    onINP: never,
    onLCP: never,
    onFCP: never,
    onTTFB: (report: (metric: {name: string; value: number; delta: number; id: string}) => void) =>
      report({name: 'TTFB', value: 120.4, delta: 120.4, id: 'v5-1'}),
  };
});

type Client = typeof import('../client');

const gtag = jest.fn();
let pixelRatioListeners: (() => void)[] = [];

function at(url: string, title: string): Location {
  window.history.pushState({}, '', url);
  document.title = title;
  const {pathname, search, hash} = window.location;
  return {pathname, search, hash, state: undefined};
}

/** Resolves after the module's frame-then-task wait for the new <title>. */
const afterTitleUpdate = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const commands = () => gtag.mock.calls;

async function loadClient(): Promise<Client> {
  let client: Client | undefined;
  await jest.isolateModulesAsync(async () => {
    client = await import('../client');
  });
  if (!client) throw new Error('client module not loaded');
  return client;
}

function clickOn(html: string): void {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-target]');
  if (!(target instanceof HTMLElement)) throw new Error('no [data-target]');
  target.click();
}

beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: (_type: string, listener: () => void) => pixelRatioListeners.push(listener),
    }) as unknown as MediaQueryList;
  sessionStorage.setItem(VITALS_SAMPLED_STORAGE_KEY, '1');
  document.documentElement.setAttribute('data-theme', 'light');
});

beforeEach(() => gtag.mockReset());

describe('analytics client module', () => {
  let client: Client;
  let current: Location;

  it('does nothing while gtag is undefined (no id, GPC or DNT)', async () => {
    client = await loadClient();
    client.onRouteDidUpdate({location: at('/material-ui/getting-started/', 'Start'), previousLocation: null});
    await afterTitleUpdate();
    Reflect.set(window, 'gtag', gtag);
    clickOn('<button data-target data-ga-event-category="settings">x</button>');
    expect(commands()).toEqual([]);
  });

  it('sends the user properties, then the first page view with the product ids', async () => {
    client = await loadClient();
    document.cookie = 'codeVariant=JS; path=/';
    current = at('/material-ui/getting-started/', 'Title before hydration');
    client.onRouteDidUpdate({location: current, previousLocation: null});
    // react-helmet-async writes the title after the route update: that one is reported.
    document.title = 'Material UI overview | MUI Docs';
    await afterTitleUpdate();
    expect(commands()).toContainEqual([
      'set',
      'user_properties',
      {codeVariant: 'JS', userLanguage: 'en', devicePixelRatio: 1, colorScheme: 'light', codeStyling: 'system'},
    ]);
    expect(commands()).toContainEqual([
      'event',
      'page_view',
      {
        page_title: 'Material UI overview | MUI Docs',
        page_location: 'http://localhost/material-ui/getting-started/',
        productId: 'material-ui',
        productCategoryId: 'core',
      },
    ]);
    const names = commands().map((command) => command[1]);
    expect(names.indexOf('user_properties')).toBeLessThan(names.indexOf('page_view'));
    // The session was marked sampled: web-vitals is loaded and its metrics sent.
    expect(commands()).toContainEqual(['event', 'TTFB', {value: 120, delta: 120, id: 'v5-1'}]);
  });

  it('sends a page view for a new page, not for a hash change', async () => {
    const next = at('/x/react-data-grid/', 'Data Grid | MUI Docs');
    client.onRouteDidUpdate({location: next, previousLocation: current});
    client.onRouteDidUpdate({
      location: at('/x/react-data-grid/#columns', 'Data Grid | MUI Docs'),
      previousLocation: next,
    });
    await afterTitleUpdate();
    const pageViews = commands().filter((command) => command[1] === 'page_view');
    expect(pageViews).toEqual([
      [
        'event',
        'page_view',
        expect.objectContaining({page_title: 'Data Grid | MUI Docs', productId: 'x-data-grid', productCategoryId: 'x'}),
      ],
    ]);
    // Nothing changed for the visitor: no user properties again.
    expect(commands().filter((command) => command[0] === 'set')).toEqual([]);
  });

  it('sends one event per click on a tracked element, with the nearest ancestor', () => {
    clickOn(
      '<div data-ga-event-category="card"><button data-ga-event-category="settings" data-ga-event-action="open">' +
        '<span data-target>Settings</span></button></div>',
    );
    expect(commands()).toEqual([['event', 'settings', {eventAction: 'open'}]]);
  });

  it('ignores clicks elsewhere and honours a split of 0', () => {
    clickOn('<p data-target>text</p><button data-ga-event-category="rare" data-ga-event-split="0">x</button>');
    clickOn('<button data-target data-ga-event-category="rare" data-ga-event-split="0">x</button>');
    expect(commands()).toEqual([]);
  });

  it('sends the colour scheme again when data-theme changes', async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    await afterTitleUpdate();
    expect(commands()).toEqual([['set', 'user_properties', {colorScheme: 'dark'}]]);
  });

  it('sends the code preferences again on docs:preferences-change, only when changed', () => {
    notifyPreferencesChange();
    expect(commands()).toEqual([]);
    document.cookie = 'codeStyling=tailwind; path=/';
    notifyPreferencesChange();
    expect(commands()).toEqual([['set', 'user_properties', {codeStyling: 'tailwind'}]]);
  });

  it('sends the pixel ratio again when it changes', () => {
    Object.defineProperty(window, 'devicePixelRatio', {value: 2, configurable: true});
    const listeners = pixelRatioListeners;
    pixelRatioListeners = [];
    listeners.forEach((listener) => listener());
    expect(commands()).toEqual([['set', 'user_properties', {devicePixelRatio: 2}]]);
    // Re-armed for the new ratio.
    expect(pixelRatioListeners).toHaveLength(1);
  });

  it('never lets a throwing gtag reach the page', async () => {
    // Exceptions in listeners and timers do not propagate to the caller: the page sees them as
    // uncaught errors on window.
    const uncaught: unknown[] = [];
    window.addEventListener('error', (event) => uncaught.push(event.error));
    const throwing = jest.fn(() => {
      throw new Error('gtag failed');
    });
    Reflect.set(window, 'gtag', throwing);
    clickOn('<button data-target data-ga-event-category="settings">x</button>');
    document.cookie = 'codeVariant=TS; path=/';
    notifyPreferencesChange();
    document.documentElement.setAttribute('data-theme', 'light');
    expect(() =>
      client.onRouteDidUpdate({location: at('/joy-ui/getting-started/', 'Joy'), previousLocation: current}),
    ).not.toThrow();
    await afterTitleUpdate();
    expect(throwing.mock.calls.map((call: unknown[]) => call[1])).toEqual([
      'settings',
      'user_properties',
      'user_properties',
      'page_view',
    ]);
    expect(uncaught).toEqual([]);
  });
});
