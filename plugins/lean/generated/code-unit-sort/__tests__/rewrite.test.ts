import fs from 'node:fs';
import path from 'node:path';
import {REWRITTEN_MODULES} from '../index';
import {compareCodeUnits, REWRITES, rewriteComparisons} from '../rewrite';

// Package exports hide these files from `require.resolve`: they are read from node_modules.
const installed = (module: string) => path.resolve(__dirname, '../../../../../node_modules', module);

describe('code-unit-sort', () => {
  it.each(REWRITES.map((rewrite) => [rewrite.module, rewrite]))(
    'rewrites the installed %s, once',
    (module, rewrite) => {
      const file = installed(module);
      expect(REWRITTEN_MODULES.test(file)).toBe(true);
      const output = rewriteComparisons(fs.readFileSync(file, 'utf8'), file);
      expect(output).toContain(rewrite.to);
      expect(output).not.toContain('localeCompare');
    },
  );

  it('matches the listed modules only', () => {
    expect(REWRITTEN_MODULES.test('/site/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js')).toBe(true);
    expect(REWRITTEN_MODULES.test('C:\\site\\node_modules\\@docusaurus\\theme-common\\lib\\utils\\reactUtils.js')).toBe(
      true,
    );
    expect(REWRITTEN_MODULES.test('/site/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.jsx')).toBe(false);
    expect(REWRITTEN_MODULES.test('/site/src/reactUtils.js')).toBe(false);
  });

  it('leaves other modules alone', () => {
    const source = 'x.sort((a, b) => a[0].localeCompare(b[0]))';
    expect(rewriteComparisons(source, '/site/node_modules/other/index.js')).toBe(source);
  });

  it('fails the build, naming the module and the text, when the text is not there', () => {
    const file = '/site/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js';
    expect(() => rewriteComparisons('deps.sort(byKey)', file)).toThrow(
      `expected "a[0].localeCompare(b[0])" once in ${file}, found it 0 times`,
    );
  });

  it('compares like localeCompare does for the order it is used for', () => {
    const compare = new Function('a', 'b', `return ${compareCodeUnits('a', 'b')};`) as (a: string, b: string) => number;
    expect(compare('a', 'b')).toBe(-1);
    expect(compare('b', 'a')).toBe(1);
    expect(compare('x', 'x')).toBe(0);
    // A docs base path sorts before the base paths it prefixes, so a descending sort tries the longest first.
    const paths = ['/', '/material-ui/', '/material-ui/experimental/', '/joy-ui/'];
    expect([...paths].sort((a, b) => compare(b, a))).toEqual([
      '/material-ui/experimental/',
      '/material-ui/',
      '/joy-ui/',
      '/',
    ]);
  });
});
