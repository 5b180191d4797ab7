import type {Direction} from '../preferences/PreferencesProvider';
import {BRAND_PALETTE} from './palette';

/** System font stack: no web font to download, so text paints with the page. */
export const FONT_FAMILY_BASE = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

export const FONT_FAMILY_CODE = [
  'ui-monospace',
  'SFMono-Regular',
  'Menlo',
  'Consolas',
  '"Liberation Mono"',
  'monospace',
].join(', ');

/** Typography base size of the MUI theme (the design document's constants). */
export const BASE_FONT_SIZE = 14;

/**
 * The options of the portal's MUI theme, light and dark. Colours are CSS variables switched by the
 * `data-theme` attribute on `<html>`, the same attribute Infima uses, so MUI components and the
 * Docusaurus chrome change together and the pre-paint script picks the colour for both. Plain data:
 * an archived Material UI version's demos build the same theme with that version's `createTheme`
 * (plugins/archived-versions).
 */
export function docsThemeOptions(direction: Direction) {
  return {
    direction,
    cssVariables: {colorSchemeSelector: 'data-theme', cssVarPrefix: 'mui'},
    colorSchemes: {
      light: {palette: BRAND_PALETTE.light},
      dark: {palette: BRAND_PALETTE.dark},
    },
    typography: {
      fontSize: BASE_FONT_SIZE,
      fontFamily: FONT_FAMILY_BASE,
      button: {textTransform: 'none' as const, fontWeight: 600},
    },
    shape: {borderRadius: 8},
  };
}
