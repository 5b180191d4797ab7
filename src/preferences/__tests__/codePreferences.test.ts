import {getCodeStylingFromHash, parseCodeStyling, parseCodeVariant} from '../codePreferences';

describe('parseCodeStyling', () => {
  it('takes the styling the hash mentions first', () => {
    expect(parseCodeStyling('#tailwind-basic-button', 'css')).toBe('tailwind');
    expect(parseCodeStyling('#css-then-system', undefined)).toBe('css');
    expect(parseCodeStyling('#basic-button.system', 'tailwind')).toBe('system');
  });

  it('falls back to the cookie, then to system', () => {
    expect(parseCodeStyling('#basic-button', 'tailwind')).toBe('tailwind');
    expect(parseCodeStyling('', 'css')).toBe('css');
    expect(parseCodeStyling('', undefined)).toBe('system');
  });

  it.each(['%00', 'TAILWIND', '<img src=x>', 'x'.repeat(4096), '"css"'])('ignores the junk cookie %j', (cookie) => {
    expect(parseCodeStyling('', cookie)).toBe('system');
  });

  it.each(['#<img src=x>', '#%E0%A4%A', `#${'x'.repeat(4096)}css`])('survives the junk hash %j', (hash) => {
    expect(() => parseCodeStyling(hash, undefined)).not.toThrow();
    expect(parseCodeStyling(hash, undefined)).toBe('system');
  });

  it('reads an encoded hash', () => {
    expect(getCodeStylingFromHash('#%74ailwind-demo')).toBe('tailwind');
  });
});

describe('parseCodeVariant', () => {
  it('takes the variant a hash ends with', () => {
    expect(parseCodeVariant('#basic-button.tsx', 'JS')).toBe('TS');
    expect(parseCodeVariant('#basic-button.js', 'TS')).toBe('JS');
  });

  it('falls back to the cookie, then to TS', () => {
    expect(parseCodeVariant('#basic-button', 'JS')).toBe('JS');
    expect(parseCodeVariant('#basic-button.jsx', undefined)).toBe('TS');
    expect(parseCodeVariant('', 'ts')).toBe('TS');
  });

  it.each(['%00', 'javascript', 'x'.repeat(4096)])('ignores the junk cookie %j', (cookie) => {
    expect(parseCodeVariant('', cookie)).toBe('TS');
  });
});
