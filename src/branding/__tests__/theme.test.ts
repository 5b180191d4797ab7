import {createDocsTheme} from '../theme';
import {getInfimaBridge} from '../infimaBridge';

describe('createDocsTheme', () => {
  const theme = createDocsTheme('ltr');

  it('uses the base font size 14 of the design document', () => {
    expect(theme.typography.fontSize).toBe(14);
  });

  it('keeps MUI defaults for breakpoints, spacing, shadows and z-index', () => {
    expect(theme.breakpoints.values).toEqual({xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536});
    expect(theme.spacing(2)).toBe('calc(2 * var(--mui-spacing, 8px))');
    expect(theme.shadows).toHaveLength(25);
    expect(theme.zIndex).toMatchObject({appBar: 1100, drawer: 1200, modal: 1300, snackbar: 1400, tooltip: 1500});
  });

  it('switches colour schemes on the data-theme attribute shared with Infima', () => {
    expect(theme.applyStyles('dark', {color: 'red'})).toEqual({'*:where([data-theme="dark"]) &': {color: 'red'}});
  });

  it('carries the requested direction', () => {
    expect(createDocsTheme('rtl').direction).toBe('rtl');
  });
});

describe('getInfimaBridge', () => {
  const bridge = getInfimaBridge(createDocsTheme('ltr'));

  it('points Infima colours at MUI CSS variables', () => {
    expect(bridge['--ifm-color-primary']).toMatch(/^var\(--mui-palette-primary-main\b/);
    expect(bridge['--ifm-background-color']).toMatch(/^var\(--mui-palette-background-default\b/);
    expect(bridge['--ifm-font-color-base']).toMatch(/^var\(--mui-palette-text-primary\b/);
  });

  it('shares the font and the radius of the MUI theme', () => {
    const theme = createDocsTheme('ltr');
    expect(bridge['--ifm-font-family-base']).toBe(theme.typography.fontFamily);
    expect(bridge['--ifm-global-radius']).toBe(`${theme.shape.borderRadius}px`);
  });
});
