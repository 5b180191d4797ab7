import {reportChunkNames} from '../registryModuleNames';

/** A registry entry as Docusaurus's codegen writes it (core/lib/server/codegen/codegenRoutes.js). */
const entry = (chunkName: string, modulePath: string) =>
  `  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;

const registry = (...entries: string[]) => `export default {\n${entries.join('\n')}};\n`;

describe('reportChunkNames', () => {
  it('reports each chunk by its name and keeps the import and the weak resolve', () => {
    const source = registry(entry('003fc239', '@site/docs/a.mdx'), entry('ff9acf91', '@generated/docs/b.json'));
    expect(reportChunkNames(source)).toBe(
      'export default {\n' +
        '  "003fc239": [() => import(/* webpackChunkName: "003fc239" */ "@site/docs/a.mdx"), "003fc239", require.resolveWeak("@site/docs/a.mdx")],\n' +
        '  "ff9acf91": [() => import(/* webpackChunkName: "ff9acf91" */ "@generated/docs/b.json"), "ff9acf91", require.resolveWeak("@generated/docs/b.json")],};\n',
    );
  });

  it('keeps escaped characters of a module path', () => {
    const path = String.raw`@site/docs/it\"s\\odd.mdx`;
    expect(reportChunkNames(registry(entry('abc', path)))).toContain(
      `import(/* webpackChunkName: "abc" */ "${path}"), "abc", require.resolveWeak("${path}")`,
    );
  });

  it('leaves an empty registry alone', () => {
    expect(reportChunkNames('export default {\n};\n')).toBe('export default {\n};\n');
  });

  it('fails naming the file and line when an entry has another shape', () => {
    const changed = registry(entry('a1', '@site/a.mdx'), '  "b2": [() => import("@site/b.mdx"), "@site/b.mdx"],');
    expect(() => reportChunkNames(changed, '/site/.docusaurus/registry.js')).toThrow(
      /^\/site\/\.docusaurus\/registry\.js:3: unexpected registry entry \(has Docusaurus changed its format\?\)/,
    );
  });

  it('fails when the chunk name of an entry and of its import differ', () => {
    const mismatched =
      '  "a1": [() => import(/* webpackChunkName: "zz" */ "@site/a.mdx"), "@site/a.mdx", require.resolveWeak("@site/a.mdx")],';
    expect(() => reportChunkNames(registry(mismatched))).toThrow(/registry\.js:2: unexpected registry entry/);
  });
});
