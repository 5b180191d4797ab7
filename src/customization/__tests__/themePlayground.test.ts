import {DEFAULT_PLAYGROUND_OPTIONS, themeFromJson} from '../themePlayground';
import {filterThemeTree, themeTree} from '../defaultThemeTree';
import {createTheme} from '@mui/material/styles';

describe('themeFromJson', () => {
  it('builds a theme from the default options and from custom ones', () => {
    const result = themeFromJson(DEFAULT_PLAYGROUND_OPTIONS);
    expect(result.ok).toBe(true);
    const dark = themeFromJson('{"palette": {"mode": "dark", "primary": {"main": "#ff5722"}}}');
    expect(dark.ok && dark.theme.palette.mode).toBe('dark');
    expect(dark.ok && dark.theme.palette.primary.main).toBe('#ff5722');
  });

  it('reports invalid JSON with the parser message', () => {
    expect(themeFromJson('{"palette": ')).toMatchObject({ok: false, message: expect.stringMatching(/^Invalid JSON: /)});
    expect(themeFromJson('[1, 2]')).toMatchObject({
      ok: false,
      message: expect.stringContaining('must be a JSON object'),
    });
    expect(themeFromJson('null')).toMatchObject({ok: false});
  });

  it('refuses a top-level vars field as private', () => {
    expect(themeFromJson('{"vars": {}}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('`vars` is a private field'),
    });
  });

  it("reports what createTheme rejects in the library's words", () => {
    expect(themeFromJson('{"palette": {"primary": {"main": "nope"}}}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('The following formats are supported'),
    });
  });
});

describe('themeTree', () => {
  const tree = themeTree(createTheme());

  it('lists the theme keys with paths and described values', () => {
    const palette = tree.find((node) => node.key === 'palette');
    const primary = palette?.children?.find((node) => node.key === 'primary');
    expect(primary?.children?.find((node) => node.key === 'main')).toEqual({
      key: 'main',
      path: 'palette.primary.main',
      value: '"#1976d2"',
    });
    const spacing = tree.find((node) => node.key === 'spacing');
    // The same text on the server and in the browser, whatever the minifier named the function.
    expect(spacing?.value).toBe('ƒ(…)');
    const up = tree.find((node) => node.key === 'breakpoints')?.children?.find((node) => node.key === 'up');
    expect(up?.value).toBe('ƒ(…)');
    const shadows = tree.find((node) => node.key === 'shadows');
    expect(shadows?.children?.[1]?.path).toBe('shadows[1]');
  });

  it('filters by path, keeping ancestors', () => {
    const filtered = filterThemeTree(tree, 'primary.main');
    expect(filtered.map((node) => node.key)).toEqual(['palette']);
    expect(filtered[0]?.children?.map((node) => node.key)).toEqual(['primary']);
    expect(filterThemeTree(tree, '')).toHaveLength(tree.length);
    expect(filterThemeTree(tree, 'no-such-key')).toEqual([]);
  });
});
