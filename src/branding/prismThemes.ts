import {getContrastRatio, darken, lighten} from '@mui/material/styles';
import type {PrismTheme} from 'prism-react-renderer';

/** WCAG AA contrast for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** Moves `color` away from `background` in small steps until the pair reaches `minContrast`. */
export function ensureContrast(color: string, background: string, minContrast = MIN_TEXT_CONTRAST): string {
  const backgroundIsLight = getContrastRatio(background, '#000') > getContrastRatio(background, '#fff');
  let adjusted = color;
  for (let step = 0; step < 20 && getContrastRatio(adjusted, background) < minContrast; step += 1) {
    adjusted = backgroundIsLight ? darken(adjusted, 0.08) : lighten(adjusted, 0.08);
  }
  return adjusted;
}

/**
 * A Prism theme whose token colours all meet WCAG AA against its own background, so code blocks
 * pass accessibility checks whatever theme is chosen. Colours that already pass are kept as they are.
 */
export function withReadableTokens(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor;
  if (!background) {
    return theme;
  }
  const readable = (color: string | undefined) => (color ? ensureContrast(color, background) : color);
  return {
    plain: {...theme.plain, color: readable(theme.plain.color)},
    styles: theme.styles.map((entry) => ({...entry, style: {...entry.style, color: readable(entry.style.color)}})),
  };
}
