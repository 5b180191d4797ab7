import {
  getServiceWorkerUrl,
  hostOf,
  isProductionHost,
  RELOAD_GUARD_MS,
  shouldReloadOnControllerChange,
} from '../policy';

describe('isProductionHost', () => {
  it('accepts the production host only', () => {
    expect(isProductionHost('docs.example.com', 'docs.example.com')).toBe(true);
    expect(isProductionHost('DOCS.example.com', 'docs.example.com')).toBe(true);
    expect(isProductionHost('localhost:3000', 'docs.example.com')).toBe(false);
    expect(isProductionHost('deploy-preview-12--docs.example.com', 'docs.example.com')).toBe(false);
    expect(isProductionHost('docs.example.com:8080', 'docs.example.com')).toBe(false);
  });

  it('never registers when no production host is known', () => {
    expect(isProductionHost('', '')).toBe(false);
  });
});

describe('hostOf', () => {
  it('reads the host of the site url', () => {
    expect(hostOf('https://docs.example.com')).toBe('docs.example.com');
    expect(hostOf('http://docs.test:4175/')).toBe('docs.test:4175');
    expect(hostOf('not a url')).toBe('');
  });
});

describe('getServiceWorkerUrl', () => {
  it('passes the worker its settings', () => {
    expect(getServiceWorkerUrl('/', true)).toBe('/sw.js?params=%7B%22offlineMode%22%3Atrue%2C%22debug%22%3Afalse%7D');
  });
});

describe('shouldReloadOnControllerChange', () => {
  const now = 1_700_000_000_000;

  it('reloads when a new worker replaces the one that served the page', () => {
    expect(shouldReloadOnControllerChange({hadController: true, lastReloadAt: null, now})).toBe(true);
  });

  it('does not reload on the first install', () => {
    expect(shouldReloadOnControllerChange({hadController: false, lastReloadAt: null, now})).toBe(false);
  });

  it('does not reload twice in a row (no loop with update-on-reload)', () => {
    expect(shouldReloadOnControllerChange({hadController: true, lastReloadAt: String(now - 500), now})).toBe(false);
    expect(
      shouldReloadOnControllerChange({hadController: true, lastReloadAt: String(now - RELOAD_GUARD_MS - 1), now}),
    ).toBe(true);
  });

  it.each(['junk', '', '-5', 'Infinity'])('ignores a junk guard value %j', (value) => {
    expect(shouldReloadOnControllerChange({hadController: true, lastReloadAt: value, now})).toBe(true);
  });
});
