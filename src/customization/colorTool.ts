import {createTheme, decomposeColor, getContrastRatio, recomposeColor, type PaletteColor} from '@mui/material/styles';
import {libraryErrorMessage} from './libraryError';

type Shade = 'light' | 'main' | 'dark';

export type ColorToolResult =
  | {
      ok: true;
      input: string;
      palette: Pick<PaletteColor, Shade | 'contrastText'>;
      /** The more readable of white and black on each shade (the palette's contrastText is for `main`). */
      textOn: Record<Shade, string>;
    }
  | {ok: false; input: string; message: string};

const theme = createTheme();

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The channels of each functional format, with their names and ranges (alpha last, optional). */
const CHANNELS: Readonly<Record<string, readonly {name: string; min: number; max: number}[]>> = {
  rgb: [
    {name: 'red', min: 0, max: 255},
    {name: 'green', min: 0, max: 255},
    {name: 'blue', min: 0, max: 255},
    {name: 'alpha', min: 0, max: 1},
  ],
  hsl: [
    {name: 'hue', min: -Infinity, max: Infinity},
    {name: 'saturation', min: 0, max: 100},
    {name: 'lightness', min: 0, max: 100},
    {name: 'alpha', min: 0, max: 1},
  ],
  color: [
    {name: 'first channel', min: 0, max: 1},
    {name: 'second channel', min: 0, max: 1},
    {name: 'third channel', min: 0, max: 1},
    {name: 'alpha', min: 0, max: 1},
  ],
};

/**
 * What is wrong with a colour the library's parser reads without complaint: a hex colour of 5 or
 * 7 digits (Material UI reads the digits it can), or a channel out of its range (`rgb(999, 0, 0)`).
 */
export function colorRangeProblem(input: string, type: string, values: readonly number[]): string | undefined {
  if (input.startsWith('#')) {
    return HEX.test(input)
      ? undefined
      : `\`${input}\` is not a hex colour: give 3 or 6 hex digits (#1976d2), or 4 or 8 with an alpha channel.`;
  }
  const channels = CHANNELS[type.replace(/a$/, '')];
  if (!channels) return undefined;
  for (const [index, value] of values.entries()) {
    const channel = channels[index];
    if (channel && (value < channel.min || value > channel.max)) {
      return `\`${input}\`: ${channel.name} is ${value}, outside its range of ${channel.min} to ${channel.max}.`;
    }
  }
  return undefined;
}

/**
 * The palette colour Material UI derives from a typed colour: light, dark and contrast text from
 * `main`, with the theme's `augmentColor` (the function `createTheme` uses for palette entries).
 * The input is read by Material UI's own parser (`decomposeColor`), so the formats and colour
 * spaces accepted, and the error messages for the others, are the library's; what that parser lets
 * through unread (a 5-digit hex colour, a channel out of range) is refused here (colorRangeProblem).
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
    const rangeProblem = colorRangeProblem(input, decomposed.type, decomposed.values);
    if (rangeProblem) return {ok: false, input, message: rangeProblem};
    const {light, main, dark, contrastText} = theme.palette.augmentColor({color: {main: input}});
    // White or black, whichever reads better: the theme's own rule (contrast of 3) lets white text
    // on a mid blue through, below the 4.5 that text needs (WCAG AA).
    const textOn = (color: string) =>
      getContrastRatio(color, '#fff') >= getContrastRatio(color, '#000') ? '#fff' : '#000';
    return {
      ok: true,
      input,
      palette: {light, main, dark, contrastText},
      textOn: {light: textOn(light), main: textOn(main), dark: textOn(dark)},
    };
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
