import formatMuiErrorMessage from '@mui/utils/formatMuiErrorMessage';
import {getContrastRatio} from '@mui/material/styles';
import {paletteFromColor, toPickerValue} from '../colorTool';
import {libraryErrorMessage} from '../libraryError';

describe('paletteFromColor', () => {
  it('derives light, dark and contrast text with the library', () => {
    expect(paletteFromColor(' #1976d2 ')).toEqual({
      ok: true,
      input: '#1976d2',
      palette: {main: '#1976d2', light: 'rgb(71, 145, 219)', dark: 'rgb(17, 82, 147)', contrastText: '#fff'},
      // White on the light shade is 3.3:1, below AA for text: black reads better there.
      textOn: {light: '#000', main: '#fff', dark: '#fff'},
    });
    expect(paletteFromColor('hsl(120, 50%, 80%)')).toMatchObject({
      ok: true,
      palette: {contrastText: 'rgba(0, 0, 0, 0.87)'},
    });
    expect(paletteFromColor('color(display-p3 0.2 0.4 0.8)')).toMatchObject({ok: true});
  });

  it("names the supported formats in the library's words for an unsupported one", () => {
    const result = paletteFromColor('oklch(70% 0.1 200)');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain('Unsupported `oklch(70% 0.1 200)` color');
      expect(result.message).toContain('#nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color()');
    }
  });

  it('names the supported colour spaces for an unsupported one', () => {
    const result = paletteFromColor('color(xyz 0.1 0.2 0.3)');
    expect(result).toMatchObject({ok: false});
    if (!result.ok) expect(result.message).toContain('srgb, display-p3, a98-rgb, prophoto-rgb, rec-2020');
  });

  it('asks for a colour when the input is blank, and never throws', () => {
    expect(paletteFromColor('   ')).toMatchObject({ok: false, message: expect.stringContaining('Type a colour')});
    expect(paletteFromColor('#12')).toMatchObject({ok: false, message: expect.stringContaining('`#12` is incomplete')});
    for (const junk of ['#', '#12', 'rgb(', 'rgb(1, 2)', 'hsl(a, b, c)', 'red', '{}', 'x'.repeat(5000)]) {
      expect(paletteFromColor(junk).ok).toBe(false);
    }
  });
});

describe('colour formats and ranges', () => {
  it('refuses hex colours of the wrong length and channels out of range, naming them', () => {
    expect(paletteFromColor('#12345')).toMatchObject({
      ok: false,
      message: expect.stringContaining('is not a hex colour'),
    });
    expect(paletteFromColor('rgb(999, 0, 0)')).toMatchObject({
      ok: false,
      message: '`rgb(999, 0, 0)`: red is 999, outside its range of 0 to 255.',
    });
    expect(paletteFromColor('rgba(0, 0, 0, 2)')).toMatchObject({
      ok: false,
      message: expect.stringContaining('alpha is 2'),
    });
    expect(paletteFromColor('hsl(200, 150%, 50%)')).toMatchObject({
      ok: false,
      message: expect.stringContaining('saturation is 150'),
    });
  });

  it('accepts every documented format within range', () => {
    for (const color of [
      '#abc',
      '#abcd',
      '#aabbcc',
      '#aabbccdd',
      'rgb(0, 128, 255)',
      'rgba(0, 0, 0, 0.5)',
      'hsl(400, 50%, 50%)',
    ]) {
      expect(paletteFromColor(color).ok).toBe(true);
    }
  });

  it('gives every swatch text of at least 4.5:1 contrast', () => {
    for (const color of ['#1976d2', '#ffeb3b', '#9c27b0', '#4caf50', '#ff9800', 'hsl(200, 60%, 60%)']) {
      const result = paletteFromColor(color);
      if (!result.ok) throw new Error(result.message);
      for (const shade of ['light', 'main', 'dark'] as const) {
        expect(getContrastRatio(result.palette[shade], result.textOn[shade])).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('toPickerValue', () => {
  it('gives #rrggbb for hex and rgb colours only', () => {
    expect(toPickerValue('#abc')).toBe('#aabbcc');
    expect(toPickerValue('rgb(25, 118, 210)')).toBe('#1976d2');
    expect(toPickerValue('hsl(0, 0%, 0%)')).toBeUndefined();
    expect(toPickerValue('nope')).toBeUndefined();
  });
});

describe('libraryErrorMessage', () => {
  it("decodes the production build's minified messages with the error catalogue", () => {
    const minified = new Error(formatMuiErrorMessage(9, 'oklch(1 0 0)'));
    expect(libraryErrorMessage(minified)).toBe(
      'MUI: Unsupported `oklch(1 0 0)` color.\nThe following formats are supported: #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color().',
    );
  });

  it('keeps unknown codes and other errors as they are', () => {
    const unknown = formatMuiErrorMessage(999);
    expect(libraryErrorMessage(new Error(unknown))).toBe(unknown);
    expect(libraryErrorMessage(new Error('plain'))).toBe('plain');
    expect(libraryErrorMessage('text')).toBe('text');
  });
});
