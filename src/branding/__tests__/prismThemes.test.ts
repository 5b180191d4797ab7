import {getContrastRatio} from '@mui/material/styles';
import {themes} from 'prism-react-renderer';
import {ensureContrast, MIN_TEXT_CONTRAST, withReadableTokens} from '../prismThemes';

describe('ensureContrast', () => {
  it('keeps colours that already pass', () => {
    expect(ensureContrast('#000000', '#ffffff')).toBe('#000000');
  });

  it('darkens on light backgrounds and lightens on dark ones', () => {
    const onLight = ensureContrast('#d73a49', '#f6f8fa');
    expect(getContrastRatio(onLight, '#f6f8fa')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    const onDark = ensureContrast('#6272a4', '#282a36');
    expect(getContrastRatio(onDark, '#282a36')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('withReadableTokens', () => {
  it.each(['github', 'dracula'] as const)('makes every token of %s readable', (name) => {
    const theme = withReadableTokens(themes[name]);
    const background = theme.plain.backgroundColor ?? '';
    for (const color of [theme.plain.color, ...theme.styles.map((entry) => entry.style.color)]) {
      if (color) expect(getContrastRatio(color, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('leaves the original theme untouched', () => {
    const before = JSON.stringify(themes.github);
    withReadableTokens(themes.github);
    expect(JSON.stringify(themes.github)).toBe(before);
  });
});
