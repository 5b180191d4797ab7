import type {Theme} from '@mui/material/styles';
import {getInfimaBridge} from './infimaBridge';

type Declarations = Readonly<Record<string, string | number>>;

/** `colorScheme` -> `color-scheme`; custom properties (`--mui-...`) stay as they are. */
function propertyName(key: string): string {
  return key.startsWith('--') ? key : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** One CSS rule from a selector and flat declarations. */
export function toCssRule(selector: string, declarations: Declarations): string {
  const body = Object.entries(declarations)
    .map(([key, value]) => `${propertyName(key)}:${String(value)}`)
    .join(';');
  return `${selector}{${body}}`;
}

/**
 * The theme as static CSS: MUI's CSS variables for every colour scheme (keyed on
 * `<html data-theme>`) and the Infima bridge. Generated at build time and inlined into every
 * page, so no page needs MUI's JavaScript to get the site's colours, fonts and radii.
 */
export function getThemeCss(theme: Theme): string {
  if (!theme.generateStyleSheets) {
    throw new Error('getThemeCss() needs a theme created with `cssVariables` (see createDocsTheme).');
  }
  const sheets: readonly Record<string, Declarations>[] = theme.generateStyleSheets();
  const rules = sheets.flatMap((sheet) =>
    Object.entries(sheet).map(([selector, declarations]) => toCssRule(selector, declarations)),
  );
  // Beats Infima's `html[data-theme='dark']` defaults by specificity, wherever this style lands.
  rules.push(toCssRule(':root[data-theme]', getInfimaBridge(theme)));
  return rules.join('\n');
}
