/** @jest-environment jsdom */
import {COLOR_MODE_STORAGE_KEY, getColorModeInlineScript, parseColorMode, resolveColorMode} from '../colorMode';

function runInlineScript({prefersDark}: {prefersDark: boolean}): void {
  window.matchMedia = (query: string) =>
    ({matches: prefersDark && query.includes('dark'), media: query}) as MediaQueryList;
  // The script is shipped as a string and evaluated by the browser; do the same here.
  new Function(getColorModeInlineScript())();
}

const html = () => document.documentElement;

describe('parseColorMode', () => {
  it.each(['light', 'dark', 'system'])('keeps %s', (mode) => {
    expect(parseColorMode(mode)).toBe(mode);
  });

  it.each([null, undefined, 'purple', '"dark"', '{"mode":"dark"}', 'x'.repeat(10_240), 'DARK', 3])(
    'falls back to system for %j',
    (junk) => {
      expect(parseColorMode(junk)).toBe('system');
    },
  );
});

describe('resolveColorMode', () => {
  it('follows the OS only in system mode', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });
});

describe('colour mode inline script', () => {
  beforeEach(() => {
    localStorage.clear();
    html().removeAttribute('data-theme');
    html().removeAttribute('data-theme-choice');
    jest.restoreAllMocks();
  });

  it.each([
    ['dark', false, 'dark', 'dark'],
    ['light', true, 'light', 'light'],
    ['system', true, 'dark', 'system'],
    ['system', false, 'light', 'system'],
  ])('applies stored %s (OS dark: %s) as data-theme=%s', (stored, prefersDark, theme, choice) => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, stored);
    runInlineScript({prefersDark});
    expect(html().dataset.theme).toBe(theme);
    expect(html().dataset.themeChoice).toBe(choice);
  });

  it.each(['purple', '{"mode":"dark"}', 'x'.repeat(10_240)])('treats junk %j as system and removes it', (junk) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, junk);
    runInlineScript({prefersDark: true});
    expect(html().dataset.theme).toBe('dark');
    expect(html().dataset.themeChoice).toBe('system');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about an unknown colour scheme, once, and forgets it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('mui-color-scheme-dark', 'purple');
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    runInlineScript({prefersDark: false});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('Unknown colour scheme "purple"');
    expect(localStorage.getItem('mui-color-scheme-dark')).toBeNull();
    expect(html().dataset.theme).toBe('dark');
  });

  it('falls back to the OS preference when storage is unavailable', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    runInlineScript({prefersDark: true});
    expect(html().dataset.theme).toBe('dark');
  });
});
