import {diffUserProperties, readUserProperties, USER_PROPERTY_NAMES, type UserPropertiesInput} from '../userProperties';

const INPUT: UserPropertiesInput = {
  cookie: '',
  search: '',
  dataTheme: 'light',
  devicePixelRatio: 1,
  prefersDark: false,
};

describe('readUserProperties', () => {
  it('reports the defaults for a first visit', () => {
    expect(readUserProperties(INPUT)).toEqual({
      codeVariant: 'TS',
      userLanguage: 'en',
      devicePixelRatio: 1,
      colorScheme: 'light',
      codeStyling: 'system',
    });
  });

  it('reports exactly the five documented properties', () => {
    expect(Object.keys(readUserProperties(INPUT)).sort()).toEqual([...USER_PROPERTY_NAMES].sort());
  });

  it('reads the code preferences from their cookies', () => {
    const cookie = 'other=1; codeVariant=JS; codeStyling=tailwind';
    expect(readUserProperties({...INPUT, cookie})).toMatchObject({codeVariant: 'JS', codeStyling: 'tailwind'});
  });

  it.each([
    'codeVariant=Python; codeStyling=sass',
    'codeVariant=%E0%A4%A; codeStyling=' + 'x'.repeat(100),
    'codeVariant; codeStyling',
  ])('reports the defaults for junk cookies %j', (cookie) => {
    expect(readUserProperties({...INPUT, cookie})).toMatchObject({codeVariant: 'TS', codeStyling: 'system'});
  });

  it('reads the language from ?lang=, unsupported ones falling back to English', () => {
    expect(readUserProperties({...INPUT, search: '?lang=en'}).userLanguage).toBe('en');
    expect(readUserProperties({...INPUT, search: '?lang=fr'}).userLanguage).toBe('en');
  });

  it('reads the resolved colour from data-theme, and the OS for a missing or junk one', () => {
    expect(readUserProperties({...INPUT, dataTheme: 'dark'}).colorScheme).toBe('dark');
    expect(readUserProperties({...INPUT, dataTheme: 'light', prefersDark: true}).colorScheme).toBe('light');
    expect(readUserProperties({...INPUT, dataTheme: null, prefersDark: true}).colorScheme).toBe('dark');
    expect(readUserProperties({...INPUT, dataTheme: 'purple', prefersDark: false}).colorScheme).toBe('light');
  });

  it('rounds the pixel ratio and replaces junk with 1', () => {
    expect(readUserProperties({...INPUT, devicePixelRatio: 1.100000023841858}).devicePixelRatio).toBe(1.1);
    expect(readUserProperties({...INPUT, devicePixelRatio: 2}).devicePixelRatio).toBe(2);
    expect(readUserProperties({...INPUT, devicePixelRatio: Number.NaN}).devicePixelRatio).toBe(1);
    expect(readUserProperties({...INPUT, devicePixelRatio: 0}).devicePixelRatio).toBe(1);
  });
});

describe('diffUserProperties', () => {
  const first = readUserProperties(INPUT);

  it('sends everything the first time', () => {
    expect(diffUserProperties(undefined, first)).toEqual(first);
  });

  it('sends nothing when nothing changed', () => {
    expect(diffUserProperties(first, {...first})).toBeUndefined();
  });

  it('sends only what changed', () => {
    expect(diffUserProperties(first, {...first, colorScheme: 'dark', devicePixelRatio: 2})).toEqual({
      colorScheme: 'dark',
      devicePixelRatio: 2,
    });
  });
});
