import {createTheme, type Theme} from '@mui/material/styles';
// Types for a theme built on CSS variables (theme.vars, generateStyleSheets, provider props).
import type {} from '@mui/material/themeCssVarsAugmentation';
import type {Direction} from '../preferences/PreferencesProvider';
import {docsThemeOptions} from './themeOptions';

/** The MUI theme of the portal (docsThemeOptions). */
export function createDocsTheme(direction: Direction): Theme {
  return createTheme(docsThemeOptions(direction));
}
