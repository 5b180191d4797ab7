/** @jest-environment jsdom */
import {getGtag, isAnalyticsActive, safeGtag} from '../gtag';

afterEach(() => {
  Reflect.deleteProperty(window, 'gtag');
});

describe('safeGtag', () => {
  it('passes the command to window.gtag', () => {
    const gtag = jest.fn();
    Reflect.set(window, 'gtag', gtag);
    safeGtag('event', 'settings', {eventAction: 'open'});
    expect(gtag).toHaveBeenCalledWith('event', 'settings', {eventAction: 'open'});
  });

  it('uses the gtag of the moment (gtag.js replaces the inline one)', () => {
    const first = jest.fn();
    const second = jest.fn();
    Reflect.set(window, 'gtag', first);
    safeGtag('event', 'a');
    Reflect.set(window, 'gtag', second);
    safeGtag('event', 'b');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith('event', 'b');
  });

  it('swallows a throwing gtag', () => {
    Reflect.set(window, 'gtag', () => {
      throw new Error('gtag failed');
    });
    expect(() => safeGtag('set', 'user_properties', {codeVariant: 'TS'})).not.toThrow();
  });

  it.each([undefined, null, 'gtag', {}])('does nothing when gtag is %j', (value) => {
    Reflect.set(window, 'gtag', value);
    expect(() => safeGtag('event', 'settings')).not.toThrow();
    expect(getGtag()).toBeUndefined();
    expect(isAnalyticsActive()).toBe(false);
  });
});
