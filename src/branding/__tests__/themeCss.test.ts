import {createDocsTheme} from '../theme';
import {getThemeCss, toCssRule} from '../themeCss';

describe('toCssRule', () => {
  it('writes custom properties as they are and other properties in kebab case', () => {
    expect(toCssRule(':root', {'--mui-spacing': '8px', colorScheme: 'dark', zIndex: 2})).toBe(
      ':root{--mui-spacing:8px;color-scheme:dark;z-index:2}',
    );
  });
});

describe('getThemeCss', () => {
  const css = getThemeCss(createDocsTheme('ltr'));

  it('defines the light scheme on the root and the dark one on data-theme', () => {
    expect(css).toMatch(/:root, \[data-theme="light"\]\{color-scheme:light;[^}]*--mui-palette-primary-main:#0b6bcb/);
    expect(css).toMatch(/\[data-theme="dark"\]\{color-scheme:dark;[^}]*--mui-palette-primary-main:#66b2ff/);
  });

  it('carries the theme tokens shared by both schemes', () => {
    expect(css).toContain('--mui-spacing:8px');
    expect(css).toContain('--mui-shadows-24:');
  });

  it('bridges Infima to the MUI variables with a selector that outranks Infima', () => {
    expect(css).toMatch(/:root\[data-theme\]\{--ifm-color-primary:var\(--mui-palette-primary-main/);
  });

  it('is small enough to inline into every page', () => {
    expect(css.length).toBeLessThan(32 * 1024);
  });
});
