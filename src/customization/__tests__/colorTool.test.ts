import formatMuiErrorMessage from '@mui/utils/formatMuiErrorMessage';
import {paletteFromColor, toPickerValue} from '../colorTool';
import {libraryErrorMessage} from '../libraryError';

describe('paletteFromColor', () => {
  it('derives light, dark and contrast text with the library', () => {
    expect(paletteFromColor(' #1976d2 ')).toEqual({
      ok: true,
      input: '#1976d2',
      palette: {main: '#1976d2', light: 'rgb(71, 145, 219)', dark: 'rgb(17, 82, 147)', contrastText: '#fff'},
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
