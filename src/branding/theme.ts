import {createTheme, type Theme} from '@mui/material/styles';
import type {Direction} from '../preferences/PreferencesProvider';

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

export const FONT_FAMILY_CODE = ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', '"Liberation Mono"', 'monospace'].join(
  ', ',
);

/** Typography base size of the MUI theme (DESIGN.md constants). */
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
      light: {
        palette: {
          primary: {main: '#0b6bcb', light: '#3d8fe0', dark: '#084f96', contrastText: '#ffffff'},
          secondary: {main: '#7b3fbf'},
          background: {default: '#ffffff', paper: '#ffffff'},
          text: {primary: '#1b1f24', secondary: '#4b5560'},
          divider: '#dfe3e8',
        },
      },
      dark: {
        palette: {
          primary: {main: '#66b2ff', light: '#99ccff', dark: '#3399ff', contrastText: '#0b0f14'},
          secondary: {main: '#c9a3f5'},
          background: {default: '#0f1318', paper: '#151a21'},
          text: {primary: '#e8ecf0', secondary: '#aab4bf'},
          divider: '#2b333d',
        },
      },
    },
    typography: {
      fontSize: BASE_FONT_SIZE,
      fontFamily: FONT_FAMILY_BASE,
      button: {textTransform: 'none', fontWeight: 600},
    },
    shape: {borderRadius: 8},
  });
}
