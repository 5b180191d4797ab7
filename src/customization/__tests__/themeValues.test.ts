import {createTheme} from '@mui/material/styles';
import {
  breakpointRows,
  paletteRows,
  shadowRows,
  spacingRows,
  spacingUnit,
  transitionRows,
  typographyRows,
  zIndexRows,
} from '../themeValues';

// The figures Material UI documents for its default theme; the tables must show exactly these.
const theme = createTheme();

describe('default theme values', () => {
  it('has the five breakpoints xs 0, sm 600, md 900, lg 1200, xl 1536', () => {
    expect(breakpointRows(theme).map(({key, minWidth}) => [key, minWidth])).toEqual([
      ['xs', 0],
      ['sm', 600],
      ['md', 900],
      ['lg', 1200],
      ['xl', 1536],
    ]);
    expect(breakpointRows(theme)[2]?.up).toBe('@media (min-width:900px)');
  });

  it('spaces by 8 px', () => {
    expect(spacingUnit(theme)).toBe(8);
    expect(spacingRows(theme, [0.5, 2])).toEqual([
      {factor: 0.5, value: '4px'},
      {factor: 2, value: '16px'},
    ]);
  });

  it('has 25 shadows, elevation 0 being none', () => {
    const rows = shadowRows(theme);
    expect(rows).toHaveLength(25);
    expect(rows[0]).toEqual({elevation: 0, value: 'none'});
    expect(rows[24]?.value).toMatch(/^0px 11px 15px -7px/);
  });

  it('orders the z-index layers from mobile stepper to tooltip', () => {
    const rows = zIndexRows(theme);
    expect(rows[0]).toEqual({key: 'mobileStepper', value: 1000});
    expect(rows.at(-1)).toEqual({key: 'tooltip', value: 1500});
    expect(rows.map((row) => row.key)).toEqual([
      'mobileStepper',
      'fab',
      'speedDial',
      'appBar',
      'drawer',
      'modal',
      'snackbar',
      'tooltip',
    ]);
  });

  it('sizes type from a 14 px base', () => {
    expect(theme.typography.fontSize).toBe(14);
    const body1 = typographyRows(theme).find((row) => row.variant === 'body1');
    expect(body1).toMatchObject({fontSize: '1rem', fontWeight: '400'});
    expect(theme.typography.pxToRem(14)).toBe('0.875rem');
  });

  it('derives light, dark and contrast text for every palette colour', () => {
    const primary = paletteRows(theme).find((row) => row.color === 'primary');
    expect(primary?.shades).toEqual([
      {shade: 'light', value: '#42a5f5'},
      {shade: 'main', value: '#1976d2'},
      {shade: 'dark', value: '#1565c0'},
      {shade: 'contrastText', value: '#fff'},
    ]);
  });

  it('lists the durations and easing curves', () => {
    expect(transitionRows(theme)).toEqual(
      expect.arrayContaining([
        {group: 'duration', key: 'standard', value: '300ms'},
        {group: 'easing', key: 'easeInOut', value: 'cubic-bezier(0.4, 0, 0.2, 1)'},
      ]),
    );
  });
});
