import {isOneOf} from '../utils/isOneOf';

/** Colour modes a visitor can choose; `system` follows the OS (`prefers-color-scheme`). */
export const COLOR_MODES = ['light', 'system', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** The colour actually shown. */
export type ResolvedColorMode = 'light' | 'dark';

/** localStorage key of the chosen mode (design document); also MUI's own default `modeStorageKey`. */
export const COLOR_MODE_STORAGE_KEY = 'mui-mode';

/**
 * localStorage keys in which MUI remembers which colour scheme each mode uses. The site has one
 * scheme per mode, so any other value is junk from elsewhere.
 */
export const COLOR_SCHEME_STORAGE_KEYS = {
  light: 'mui-color-scheme-light',
  dark: 'mui-color-scheme-dark',
} as const satisfies Record<ResolvedColorMode, string>;

/** A stored mode, or `system` for anything else (missing, junk, JSON, huge strings). */
export function parseColorMode(value: unknown): ColorMode {
  return isOneOf(COLOR_MODES, value) ? value : 'system';
}

/** The colour shown for a mode, given whether the OS prefers dark. */
export function resolveColorMode(mode: ColorMode, prefersDark: boolean): ResolvedColorMode {
  if (mode === 'system') {
    return prefersDark ? 'dark' : 'light';
  }
  return mode;
}

/**
 * The blocking script, run before first paint, that applies the stored mode to
 * `<html data-theme>` (the resolved colour, which both Infima and MUI's CSS variables key on)
 * and `<html data-theme-choice>` (the choice, read by Docusaurus's colour mode context).
 * Junk in storage is removed so that MUI's own mode manager reads the same answer later; an
 * unknown colour scheme also warns. It must stay ES5 and self-contained: it runs inline.
 */
export function getColorModeInlineScript(): string {
  const args = [COLOR_MODE_STORAGE_KEY, COLOR_MODES, COLOR_SCHEME_STORAGE_KEYS].map((value) => JSON.stringify(value));
  return `(function (modeKey, modes, schemeKeys) {
  var mode = 'system';
  try {
    var stored = window.localStorage.getItem(modeKey);
    if (modes.indexOf(stored) !== -1) {
      mode = stored;
    } else if (stored !== null) {
      window.localStorage.removeItem(modeKey);
    }
    for (var scheme in schemeKeys) {
      var storedScheme = window.localStorage.getItem(schemeKeys[scheme]);
      if (storedScheme !== null && storedScheme !== scheme) {
        console.warn('Unknown colour scheme ' + JSON.stringify(storedScheme.slice(0, 40)) + ' in localStorage "' + schemeKeys[scheme] + '"; using "' + scheme + '".');
        window.localStorage.removeItem(schemeKeys[scheme]);
      }
    }
  } catch (error) {}
  var prefersDark = false;
  try {
    prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch (error) {}
  var root = document.documentElement;
  root.setAttribute('data-theme', mode === 'dark' || (mode === 'system' && prefersDark) ? 'dark' : 'light');
  root.setAttribute('data-theme-choice', mode);
})(${args.join(', ')});`;
}
