import {readCookie, serializePreferenceCookie} from '../cookies';

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie('a=1; codeVariant=JS; b=2', 'codeVariant')).toBe('JS');
    expect(readCookie('codeVariant=JS', 'codeVariant')).toBe('JS');
  });

  it('does not confuse names that share a suffix', () => {
    expect(readCookie('xcodeVariant=JS', 'codeVariant')).toBeUndefined();
  });

  it('returns undefined for missing, undecodable or oversized values', () => {
    expect(readCookie('', 'codeStyling')).toBeUndefined();
    expect(readCookie('codeStyling=%E0%A4%A', 'codeStyling')).toBeUndefined();
    expect(readCookie(`codeStyling=${'x'.repeat(4096)}`, 'codeStyling')).toBeUndefined();
  });

  it('decodes values', () => {
    expect(readCookie('codeStyling=%00', 'codeStyling')).toBe('\u0000');
  });
});

describe('serializePreferenceCookie', () => {
  it('stores site-wide for a year', () => {
    expect(serializePreferenceCookie('codeStyling', 'tailwind')).toBe(
      'codeStyling=tailwind; path=/; max-age=31536000; SameSite=Lax',
    );
  });
});
