import {createTheme, decomposeColor, recomposeColor, type PaletteColor} from '@mui/material/styles';
import {libraryErrorMessage} from './libraryError';

export type ColorToolResult =
  | {ok: true; input: string; palette: Pick<PaletteColor, 'light' | 'main' | 'dark' | 'contrastText'>}
  | {ok: false; input: string; message: string};

const theme = createTheme();

/**
 * The palette colour Material UI derives from a typed colour: light, dark and contrast text from
 * `main`, with the theme's `augmentColor` (the function `createTheme` uses for palette entries).
 * The input is read by Material UI's own parser (`decomposeColor`), so the formats and colour
 * spaces accepted, and the error messages for the others, are the library's.
 */
export function paletteFromColor(rawInput: string): ColorToolResult {
  const input = rawInput.trim();
  if (input === '') {
    return {ok: false, input, message: 'Type a colour, for example #1976d2, rgb(25, 118, 210) or hsl(210, 79%, 46%).'};
  }
  try {
    const decomposed = decomposeColor(input);
    // The parser accepts a known prefix with missing or unreadable channels ("#12", "rgb(").
    if (decomposed.values.length < 3 || decomposed.values.some((value) => !Number.isFinite(value))) {
      return {
        ok: false,
        input,
        message: `\`${input}\` is incomplete: Material UI reads it as ${recomposeColor(decomposed)}. Give every channel, for example #1976d2 or rgb(25, 118, 210).`,
      };
    }
    const {light, main, dark, contrastText} = theme.palette.augmentColor({color: {main: input}});
    return {ok: true, input, palette: {light, main, dark, contrastText}};
  } catch (error) {
    return {ok: false, input, message: libraryErrorMessage(error)};
  }
}

/** `#rrggbb` for the native colour picker, when the colour is a hex or rgb() one; otherwise undefined. */
export function toPickerValue(input: string): string | undefined {
  try {
    const {type, values} = decomposeColor(input.trim());
    if (type !== 'rgb' && type !== 'rgba') return undefined;
    return `#${values
      .slice(0, 3)
      .map((value) => Math.round(value).toString(16).padStart(2, '0'))
      .join('')}`;
  } catch {
    return undefined;
  }
}
