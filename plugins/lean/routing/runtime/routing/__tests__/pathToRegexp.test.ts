import realPathToRegexp from 'path-to-regexp/index.js';
import pathToRegexp, {hasStaticMatcher} from '../pathToRegexp';

/** Route paths the way Docusaurus writes them, and the odd ones path-to-regexp also takes. */
const PATHS = [
  '/',
  '',
  '/material-ui/',
  '/material-ui/api/chip/',
  '/material-ui/api/chip',
  '/versions',
  '/a.b/',
  '/x+y?/',
  '/$weird^[]{}|/',
];
const PATHNAMES = [
  '/',
  '',
  '/material-ui',
  '/material-ui/',
  '/MATERIAL-UI/',
  '/material-ui//',
  '/material-ui/api/chip/',
  '/material-ui/api/CHIP',
  '/material-ui/api/chip/x',
  '/material-ui/api/chips/',
  '/material-uix/',
  '/versions/',
  '/versions//',
  '/versionsx',
  '/a.b/',
  '/aXb/',
  '/x+y?/',
  '/xxy/',
  '/$weird^[]{}|/',
  '/material-\u212Ai/',
  '/material-u\u0130/',
  'material-ui/',
  '/material-ui/?q=1',
];

describe('pathToRegexp', () => {
  for (const end of [true, false]) {
    it(`matches static paths exactly as path-to-regexp does (end: ${end})`, () => {
      for (const path of PATHS) {
        const real = realPathToRegexp(path, [], {end, strict: false, sensitive: false});
        const fast = pathToRegexp(path, [], {end, strict: false, sensitive: false});
        expect(fast).not.toBeInstanceOf(RegExp);
        for (const pathname of PATHNAMES) {
          const expected = real.exec(pathname);
          const actual = fast.exec(pathname);
          expect({path, pathname, match: actual && [...actual], index: actual?.index}).toEqual({
            path,
            pathname,
            match: expected && [...expected],
            index: expected?.index,
          });
        }
      }
    });
  }

  it('defaults to end mode, like path-to-regexp, with and without a keys array', () => {
    expect(pathToRegexp('/a/').exec('/a/b')).toBeNull();
    expect(pathToRegexp('/a/', {end: false}).exec('/a/b')?.[0]).toBe('/a');
    expect(pathToRegexp('/a/', [], {end: false}).exec('/a/b')?.[0]).toBe('/a');
  });

  it('leaves parameters, escapes, strict, sensitive and non-ASCII paths to path-to-regexp', () => {
    const keys: unknown[] = [];
    const withParameter = pathToRegexp('/docs/:slug/', keys, {end: true});
    expect(withParameter).toBeInstanceOf(RegExp);
    expect(withParameter.exec('/docs/intro/')?.[1]).toBe('intro');
    expect(keys).toHaveLength(1);
    for (const [path, options] of [
      ['/files/*', {}],
      ['/a/(b)', {}],
      ['/a\\:b', {}],
      ['/a/', {strict: true}],
      ['/a/', {sensitive: true}],
      ['/a/', {delimiter: '.'}],
      ['/caf\u00e9/', {}],
    ] as const) {
      expect(hasStaticMatcher(path, options)).toBe(false);
      expect(pathToRegexp(path, [], options)).toBeInstanceOf(RegExp);
    }
  });

  it('keeps the rest of the path-to-regexp API', () => {
    expect(pathToRegexp.compile('/docs/:slug/')({slug: 'intro'})).toBe('/docs/intro/');
    expect(pathToRegexp.parse('/a/:b')).toEqual(realPathToRegexp.parse('/a/:b'));
  });
});
