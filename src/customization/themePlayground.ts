import {createTheme, type Theme, type ThemeOptions} from '@mui/material/styles';
import {libraryErrorMessage} from './libraryError';
import {checkThemeOptions} from './themeOptionsCheck';

export type PlaygroundResult = {ok: true; theme: Theme} | {ok: false; message: string};

/** The options the playground starts with: small, valid, and showing the common keys. */
export const DEFAULT_PLAYGROUND_OPTIONS = `{
  "palette": {
    "primary": {"main": "#0b6bcb"},
    "secondary": {"main": "#9c27b0"}
  },
  "shape": {"borderRadius": 8},
  "typography": {"fontSize": 14}
}`;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A theme from options typed as JSON, or the reason there is none: invalid JSON (with the
 * parser's message), a value that is not an object, a top-level `vars` (private: Material UI fills
 * it in when CSS variables are enabled), a field the library cannot take, named in plain words
 * (themeOptionsCheck.ts), or anything else `createTheme` rejects, in the library's own words.
 */
export function themeFromJson(text: string): PlaygroundResult {
  let options: unknown;
  try {
    options = JSON.parse(text);
  } catch (error) {
    return {ok: false, message: `Invalid JSON: ${error instanceof Error ? error.message : String(error)}`};
  }
  if (!isPlainObject(options)) {
    return {ok: false, message: 'Theme options must be a JSON object, such as {"palette": {"mode": "dark"}}.'};
  }
  if ('vars' in options) {
    return {
      ok: false,
      message:
        '`vars` is a private field: Material UI generates it when CSS theme variables are enabled (`cssVariables: true`). Remove it, or rename your own key.',
    };
  }
  const problem = checkThemeOptions(options);
  if (problem) return {ok: false, message: problem};
  try {
    return {ok: true, theme: createTheme(options as ThemeOptions)};
  } catch (error) {
    return {ok: false, message: `The theme could not be built: ${libraryErrorMessage(error)}`};
  }
}
