import {checkThemeOptions} from '../themeOptionsCheck';
import {themeFromJson} from '../themePlayground';

describe('checkThemeOptions', () => {
  it('names the field and what it takes, for the values that break createTheme or the components', () => {
    expect(checkThemeOptions({palette: {mode: 'purple'}})).toBe('palette.mode must be "light" or "dark".');
    expect(checkThemeOptions({spacing: null})).toMatch(/^spacing must be a number \(pixels per step/);
    expect(checkThemeOptions({transitions: {create: 1}})).toMatch(/^transitions\.create is a function, which JSON/);
    expect(checkThemeOptions({breakpoints: {values: null}})).toMatch(
      /^breakpoints\.values must be an object of widths/,
    );
    expect(checkThemeOptions({palette: {primary: 5}})).toMatch(/^palette\.primary must be an object with a "main"/);
    expect(checkThemeOptions({typography: {fontSize: 'big'}})).toBe('typography.fontSize must be a number.');
    expect(checkThemeOptions({shadows: ['none']})).toMatch(/^shadows must be an array of 25/);
    expect(checkThemeOptions({zIndex: {appBar: 'top'}})).toBe('zIndex must be an object of numbers.');
  });

  it('accepts the options a reader would write', () => {
    expect(
      checkThemeOptions({
        palette: {mode: 'dark', primary: {main: '#ff5722'}, secondary: {500: '#9c27b0'}, background: {default: '#000'}},
        spacing: [0, 4, 8, 16],
        breakpoints: {values: {xs: 0, sm: 500, md: 900, lg: 1200, xl: 1536}},
        transitions: {duration: {short: 200}},
        typography: {fontSize: 15, fontFamily: 'Inter, sans-serif'},
        shape: {borderRadius: 12},
        components: {MuiButton: {defaultProps: {disableRipple: true}}},
      }),
    ).toBeUndefined();
    expect(checkThemeOptions({spacing: 4})).toBeUndefined();
  });
});

describe('themeFromJson with options the library cannot take', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('answers in plain words, before createTheme can throw or log', () => {
    for (const json of [
      '{"palette":{"mode":"purple"}}',
      '{"transitions":{"create":1}}',
      '{"spacing":null}',
      '{"breakpoints":{"values":null}}',
      '{"typography":{"fontSize":"x"}}',
    ]) {
      const result = themeFromJson(json);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).not.toMatch(/Cannot read|is not a function|undefined|null \(/);
    }
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('prefixes what createTheme still rejects', () => {
    expect(themeFromJson('{"palette": {"primary": {"main": "nope"}}}')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The theme could not be built: /),
    });
  });
});
