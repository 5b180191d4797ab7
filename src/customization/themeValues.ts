/**
 * Rows of the customization pages' tables, computed from a theme made by `createTheme()` so the
 * docs can never drift from the installed @mui/material: nothing here is typed in by hand.
 */
import type {Breakpoint, Theme} from '@mui/material/styles';

export interface BreakpointRow {
  key: Breakpoint;
  minWidth: number;
  /** The query `theme.breakpoints.up(key)` gives. */
  up: string;
}

export function breakpointRows(theme: Theme): BreakpointRow[] {
  return theme.breakpoints.keys.map((key) => ({
    key,
    minWidth: theme.breakpoints.values[key],
    up: theme.breakpoints.up(key),
  }));
}

/** `theme.spacing(n)` for a few factors, as the theme computes it. */
export function spacingRows(
  theme: Theme,
  factors: readonly number[] = [0, 0.5, 1, 2, 3, 4, 8],
): {factor: number; value: string}[] {
  return factors.map((factor) => ({factor, value: theme.spacing(factor)}));
}

/** Pixels of one spacing unit (`theme.spacing(1)`, e.g. `8px` → 8). */
export function spacingUnit(theme: Theme): number {
  return Number.parseFloat(theme.spacing(1));
}

export function shadowRows(theme: Theme): {elevation: number; value: string}[] {
  return theme.shadows.map((value, elevation) => ({elevation, value}));
}

export function zIndexRows(theme: Theme): {key: string; value: number}[] {
  return Object.entries(theme.zIndex)
    .map(([key, value]) => ({key, value}))
    .sort((a, b) => a.value - b.value);
}

const TYPOGRAPHY_VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const;

export interface TypographyRow {
  variant: (typeof TYPOGRAPHY_VARIANTS)[number];
  fontSize: string;
  fontWeight: string;
  lineHeight: string;
  letterSpacing: string;
}

export function typographyRows(theme: Theme): TypographyRow[] {
  return TYPOGRAPHY_VARIANTS.map((variant) => {
    const style = theme.typography[variant];
    return {
      variant,
      fontSize: String(style.fontSize ?? ''),
      fontWeight: String(style.fontWeight ?? ''),
      lineHeight: String(style.lineHeight ?? ''),
      letterSpacing: String(style.letterSpacing ?? ''),
    };
  });
}

const PALETTE_COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const PALETTE_SHADES = ['light', 'main', 'dark', 'contrastText'] as const;

export interface PaletteRow {
  color: (typeof PALETTE_COLORS)[number];
  shades: {shade: (typeof PALETTE_SHADES)[number]; value: string}[];
}

export function paletteRows(theme: Theme): PaletteRow[] {
  return PALETTE_COLORS.map((color) => ({
    color,
    shades: PALETTE_SHADES.map((shade) => ({shade, value: theme.palette[color][shade]})),
  }));
}

/** Text, background, divider and action colours of the palette's mode, with their key paths. */
export function paletteTokenRows(theme: Theme): {path: string; value: string}[] {
  const {text, background, action} = theme.palette;
  return [
    ...Object.entries(text).map(([key, value]) => ({path: `text.${key}`, value: String(value)})),
    ...Object.entries(background).map(([key, value]) => ({path: `background.${key}`, value: String(value)})),
    {path: 'divider', value: theme.palette.divider},
    ...Object.entries(action).map(([key, value]) => ({path: `action.${key}`, value: String(value)})),
  ];
}

export function transitionRows(theme: Theme): {group: 'duration' | 'easing'; key: string; value: string}[] {
  return [
    ...Object.entries(theme.transitions.duration).map(([key, value]) => ({
      group: 'duration' as const,
      key,
      value: `${value}ms`,
    })),
    ...Object.entries(theme.transitions.easing).map(([key, value]) => ({
      group: 'easing' as const,
      key,
      value: String(value),
    })),
  ];
}
