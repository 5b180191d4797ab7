import fs from 'node:fs';
import path from 'node:path';
import * as tslib from 'tslib';
import * as helpers from '../tslibHelpers';

const UTILS_COMMON_LIB = path.dirname(require.resolve('@docusaurus/utils-common'));

/** The tslib helpers the compiled files of a package call (`tslib_1.__name`). */
function helpersCalledIn(dir: string): string[] {
  const called = new Set<string>();
  for (const file of fs.readdirSync(dir, {recursive: true}) as string[]) {
    if (!file.endsWith('.js')) continue;
    for (const match of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/\btslib_\d+\.(__\w+)/g))
      called.add(match[1] ?? '');
  }
  return [...called].sort();
}

describe('tslib helpers for @docusaurus/utils-common', () => {
  it('include every helper the installed @docusaurus/utils-common calls', () => {
    const called = helpersCalledIn(UTILS_COMMON_LIB);
    expect(called.length).toBeGreaterThan(0);
    expect(called.filter((name) => !(name in helpers))).toEqual([]);
  });

  it('behave as tslib', () => {
    const esModule = {__esModule: true, default: 1};
    const commonJs = {a: 1};
    expect(helpers.__importDefault(esModule)).toEqual(tslib.__importDefault(esModule));
    expect(helpers.__importDefault(commonJs)).toEqual(tslib.__importDefault(commonJs));
    expect(helpers.__importDefault(null)).toEqual(tslib.__importDefault(null));
  });
});
