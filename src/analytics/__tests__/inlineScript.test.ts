/** @jest-environment jsdom */
import {
  ANALYTICS_CONFIG_GLOBAL,
  DEFAULT_VITALS_SAMPLE_RATE,
  getAnalyticsInlineScript,
  getGtagScriptUrl,
  readRuntimeConfig,
} from '../inlineScript';
import {isTrackingAllowed} from '../privacy';

const OPTIONS = {measurementId: 'G-TEST1234', vitalsSampleRate: 0.5, debug: false};

interface Signals {
  globalPrivacyControl?: unknown;
  doNotTrack?: unknown;
  windowDoNotTrack?: unknown;
}

function setSignals({globalPrivacyControl, doNotTrack, windowDoNotTrack}: Signals): void {
  Object.defineProperty(navigator, 'globalPrivacyControl', {value: globalPrivacyControl, configurable: true});
  Object.defineProperty(navigator, 'doNotTrack', {value: doNotTrack, configurable: true});
  Object.defineProperty(window, 'doNotTrack', {value: windowDoNotTrack, configurable: true});
}

/** The script is shipped as a string and evaluated by the browser; do the same here. */
function runInlineScript(options = OPTIONS): void {
  new Function(getAnalyticsInlineScript(options))();
}

const gtagOf = (): unknown => Reflect.get(window, 'gtag');
const dataLayerEntries = (): unknown[][] => {
  const dataLayer: unknown = Reflect.get(window, 'dataLayer');
  // gtag.js expects the `arguments` objects themselves in the dataLayer, not arrays.
  return Array.isArray(dataLayer) ? dataLayer.map((entry: ArrayLike<unknown>) => Array.from(entry)) : [];
};
const gtagScripts = () => document.querySelectorAll('script[src*="googletagmanager.com"]');

afterEach(() => {
  for (const name of ['gtag', 'dataLayer', ANALYTICS_CONFIG_GLOBAL, 'doNotTrack']) Reflect.deleteProperty(window, name);
  Reflect.deleteProperty(navigator, 'globalPrivacyControl');
  Reflect.deleteProperty(navigator, 'doNotTrack');
  gtagScripts().forEach((script) => script.remove());
});

describe('analytics inline script', () => {
  it('defines gtag, queues the config without automatic page views and loads gtag.js', () => {
    runInlineScript();
    expect(typeof gtagOf()).toBe('function');
    const entries = dataLayerEntries();
    expect(entries.map((entry) => entry[0])).toEqual(['js', 'config']);
    expect(entries[0]?.[1]).toBeInstanceOf(Date);
    expect(entries[1]).toEqual(['config', 'G-TEST1234', {send_page_view: false, anonymize_ip: true}]);
    const scripts = gtagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    expect(scripts[0]).toHaveProperty('async', true);
    expect(Reflect.get(window, ANALYTICS_CONFIG_GLOBAL)).toEqual({vitalsSampleRate: 0.5});
  });

  it('pushes what the page sends through gtag to the dataLayer', () => {
    runInlineScript();
    const gtag = gtagOf();
    if (typeof gtag !== 'function') throw new Error('gtag missing');
    gtag('event', 'settings', {eventAction: 'open'});
    expect(dataLayerEntries().at(-1)).toEqual(['event', 'settings', {eventAction: 'open'}]);
  });

  it('turns on GA4 DebugView in debug mode', () => {
    runInlineScript({...OPTIONS, debug: true});
    expect(dataLayerEntries()[1]?.[2]).toEqual({send_page_view: false, anonymize_ip: true, debug_mode: true});
  });

  it.each<[string, Signals]>([
    ['Global Privacy Control', {globalPrivacyControl: true}],
    ['Do Not Track', {doNotTrack: '1'}],
    ['window.doNotTrack (old browsers)', {windowDoNotTrack: '1'}],
  ])('does nothing at all under %s', (_name, signals) => {
    setSignals(signals);
    runInlineScript();
    expect(gtagOf()).toBeUndefined();
    expect(Reflect.get(window, 'dataLayer')).toBeUndefined();
    expect(Reflect.get(window, ANALYTICS_CONFIG_GLOBAL)).toBeUndefined();
    expect(gtagScripts()).toHaveLength(0);
  });

  it.each<Signals>([
    {},
    {globalPrivacyControl: true},
    {globalPrivacyControl: false},
    {globalPrivacyControl: 'true'},
    {doNotTrack: '1'},
    {doNotTrack: '0'},
    {doNotTrack: 'unspecified'},
    {doNotTrack: null},
    {windowDoNotTrack: '1'},
    {windowDoNotTrack: 'yes'},
  ])('decides like isTrackingAllowed for %j', (signals) => {
    setSignals(signals);
    runInlineScript();
    expect(typeof gtagOf() === 'function').toBe(
      isTrackingAllowed(navigator, {doNotTrack: Reflect.get(window, 'doNotTrack')}),
    );
  });

  it('never throws, even when the page has a gtag that throws', () => {
    const throwing = () => {
      throw new Error('gtag failed');
    };
    Object.defineProperty(window, 'gtag', {get: () => throwing, set: () => undefined, configurable: true});
    expect(() => runInlineScript()).not.toThrow();
  });

  it('cannot be broken out of by a value containing </script>', () => {
    expect(getAnalyticsInlineScript({...OPTIONS, measurementId: 'G-X</script><script>alert(1)//'})).not.toContain(
      '</script>',
    );
  });
});

describe('getGtagScriptUrl', () => {
  it('encodes the id into the query', () => {
    expect(getGtagScriptUrl('G-A&B')).toBe('https://www.googletagmanager.com/gtag/js?id=G-A%26B');
  });
});

describe('readRuntimeConfig', () => {
  it('reads the rate the inline script left', () => {
    expect(readRuntimeConfig({vitalsSampleRate: 0.25})).toEqual({vitalsSampleRate: 0.25});
  });

  it.each([
    undefined,
    null,
    'junk',
    {},
    {vitalsSampleRate: '1'},
    {vitalsSampleRate: 2},
    {vitalsSampleRate: Number.NaN},
  ])('falls back to the default rate for %j', (junk) => {
    expect(readRuntimeConfig(junk)).toEqual({vitalsSampleRate: DEFAULT_VITALS_SAMPLE_RATE});
  });
});
