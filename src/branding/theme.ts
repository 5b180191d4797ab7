import {createTheme, type Theme} from '@mui/material/styles';
// Types for a theme built on CSS variables (theme.vars, generateStyleSheets, provider props).
import type {} from '@mui/material/themeCssVarsAugmentation';
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
 * The MUI theme of the portal, light and dark. Colours are CSS variables switched by the
 * `data-theme` attribute on `<html>`, the same attribute Infima uses, so MUI components and the
 * Docusaurus chrome change together and the pre-paint script picks the colour for both.
 */
export function createDocsTheme(direction: Direction): Theme {
  return createTheme({
    direction,
    cssVariables: {colorSchemeSelector: 'data-theme', cssVarPrefix: 'mui'},
    colorSchemes: {
      light: {palette: BRAND_PALETTE.light},
      dark: {palette: BRAND_PALETTE.dark},
    },
    typography: {
      fontSize: BASE_FONT_SIZE,
      fontFamily: FONT_FAMILY_BASE,
      button: {textTransform: 'none', fontWeight: 600},
    },
    shape: {borderRadius: 8},
  });
}
