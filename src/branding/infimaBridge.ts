import type {Theme} from '@mui/material/styles';
import {FONT_FAMILY_CODE} from './themeOptions';

/**
 * Infima (Docusaurus's CSS framework) variables expressed through the MUI theme: colours are
 * references to MUI's CSS variables, so they switch with the colour scheme for free; fonts and
 * radii are the theme's values. One source of truth for both libraries.
 */
export function getInfimaBridge(theme: Theme): Record<`--ifm-${string}`, string> {
  if (!theme.vars) {
    throw new Error('getInfimaBridge() needs a theme created with `cssVariables` (see createDocsTheme).');
  }
  const {palette} = theme.vars;
  const radius =
    typeof theme.shape.borderRadius === 'number' ? `${theme.shape.borderRadius}px` : theme.shape.borderRadius;
  return {
    '--ifm-color-primary': palette.primary.main,
    '--ifm-color-primary-dark': palette.primary.dark,
    '--ifm-color-primary-darker': palette.primary.dark,
    '--ifm-color-primary-darkest': palette.primary.dark,
    '--ifm-color-primary-light': palette.primary.light,
    '--ifm-color-primary-lighter': palette.primary.light,
    '--ifm-color-primary-lightest': palette.primary.light,
    '--ifm-background-color': palette.background.default,
    '--ifm-background-surface-color': palette.background.paper,
    '--ifm-navbar-background-color': palette.background.default,
    '--ifm-footer-background-color': palette.background.paper,
    '--ifm-font-color-base': palette.text.primary,
    '--ifm-font-color-secondary': palette.text.secondary,
    '--ifm-heading-color': palette.text.primary,
    '--ifm-toc-border-color': palette.divider,
    '--ifm-hr-background-color': palette.divider,
    '--ifm-table-border-color': palette.divider,
    '--ifm-font-family-base': theme.typography.fontFamily ?? 'sans-serif',
    '--ifm-heading-font-family': theme.typography.fontFamily ?? 'sans-serif',
    '--ifm-font-family-monospace': FONT_FAMILY_CODE,
    '--ifm-global-radius': radius,
    '--ifm-button-border-radius': radius,
    '--ifm-code-border-radius': `calc(${radius} / 2)`,
  };
}
