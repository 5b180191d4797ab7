/**
 * Plain-words checks of theme options typed as JSON, run before `createTheme`: the values the
 * library cannot take (it throws a TypeError, or builds a theme that breaks when a component
 * renders, or logs to the console) are named here by their field, with what the field takes.
 * JSON has no functions, so the fields the library expects to be functions are refused too.
 */

type Check = (value: unknown) => string | undefined;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const object: Check = (value) => (isObject(value) ? undefined : 'must be an object');
const number: Check = (value) => (isNumber(value) ? undefined : 'must be a number');
const string: Check = (value) => (typeof value === 'string' ? undefined : 'must be a string');
const numberOrString: Check = (value) =>
  isNumber(value) || typeof value === 'string' ? undefined : 'must be a number or a string';
const oneOf =
  (...allowed: string[]): Check =>
  (value) =>
    allowed.includes(value as string) ? undefined : `must be ${allowed.map((item) => `"${item}"`).join(' or ')}`;
const objectOf =
  (check: Check, what: string): Check =>
  (value) =>
    isObject(value) && Object.values(value).every((entry) => check(entry) === undefined)
      ? undefined
      : `must be an object of ${what}`;
const notInJson: Check = () => 'is a function, which JSON cannot hold: leave it out to keep the default';

/** A palette colour: an object with a `main` colour (or a colour scale's `500`). */
const paletteColor: Check = (value) =>
  isObject(value) && (typeof value.main === 'string' || typeof value[500] === 'string')
    ? undefined
    : 'must be an object with a "main" colour, such as {"main": "#1976d2"}';

const PALETTE_COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'];

/** Field path -> check, for the fields whose wrong values break the theme. */
const CHECKS: Readonly<Record<string, Check>> = {
  palette: object,
  'palette.mode': oneOf('light', 'dark'),
  ...Object.fromEntries(PALETTE_COLORS.map((name) => [`palette.${name}`, paletteColor])),
  'palette.background': objectOf(string, 'colours'),
  'palette.text': objectOf(string, 'colours'),
  'palette.contrastThreshold': number,
  spacing: (value) =>
    isNumber(value) || (Array.isArray(value) && value.every((step) => isNumber(step) || typeof step === 'string'))
      ? undefined
      : 'must be a number (pixels per step, such as 8) or an array of steps (a function cannot be written in JSON)',
  breakpoints: object,
  'breakpoints.values': objectOf(number, 'widths in pixels, such as {"xs": 0, "sm": 600, "md": 900}'),
  'breakpoints.unit': string,
  'breakpoints.step': number,
  transitions: object,
  'transitions.create': notInJson,
  'transitions.getAutoHeightDuration': notInJson,
  'transitions.duration': objectOf(number, 'durations in milliseconds'),
  'transitions.easing': objectOf(string, 'CSS easing functions'),
  typography: object,
  'typography.fontSize': number,
  'typography.htmlFontSize': number,
  'typography.fontFamily': string,
  'typography.pxToRem': notInJson,
  shape: object,
  'shape.borderRadius': numberOrString,
  zIndex: objectOf(number, 'numbers'),
  shadows: (value) =>
    Array.isArray(value) && value.length === 25 && value.every((shadow) => typeof shadow === 'string')
      ? undefined
      : 'must be an array of 25 CSS box-shadow strings, from "none" for elevation 0',
  direction: oneOf('ltr', 'rtl'),
  components: object,
  mixins: object,
};

function valueAt(options: Record<string, unknown>, path: string): {found: boolean; value?: unknown} {
  let current: unknown = options;
  for (const key of path.split('.')) {
    if (!isObject(current) || !(key in current)) return {found: false};
    current = current[key];
  }
  return {found: true, value: current};
}

/** The first problem of the options, as `<field> <what it takes>`, or undefined when none is found. */
export function checkThemeOptions(options: Record<string, unknown>): string | undefined {
  for (const [path, check] of Object.entries(CHECKS)) {
    const {found, value} = valueAt(options, path);
    const problem = found ? check(value) : undefined;
    if (problem) return `${path} ${problem}.`;
  }
  return undefined;
}
