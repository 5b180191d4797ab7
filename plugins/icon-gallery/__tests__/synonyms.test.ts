import path from 'node:path';
import {parseIconName} from '../iconNames';
import {readIconPackage} from '../readIconPackage';
import {ICON_SYNONYMS} from '../synonyms';
import {SYNONYMS_A_TO_F} from '../synonyms/a-f';
import {SYNONYMS_G_TO_Z} from '../synonyms/g-z';
// The words the gallery's search matches a name by.
import {splitWords} from '../../../src/components/IconGallery/search';

describe('ICON_SYNONYMS', () => {
  const entries = Object.entries(ICON_SYNONYMS);

  it('covers at least 300 icons', () => {
    expect(entries.length).toBeGreaterThanOrEqual(300);
  });

  it('names only icons of the installed package, by their base name', () => {
    const siteDir = path.resolve(__dirname, '../../..');
    const baseNames = new Set(
      readIconPackage('@mui/icons-material', siteDir).modules.map(
        (module) => parseIconName(module.componentName).baseName,
      ),
    );
    expect(entries.map(([name]) => name).filter((name) => !baseNames.has(name))).toEqual([]);
  });

  it('keeps each file to its letters, sorted by code unit, so that an entry is easy to find', () => {
    for (const [table, letters] of [
      [SYNONYMS_A_TO_F, /^[A-F]/],
      [SYNONYMS_G_TO_Z, /^[G-Z]/],
    ] as const) {
      const names = Object.keys(table);
      expect(names.filter((name) => !letters.test(name))).toEqual([]);
      expect(names).toEqual([...names].sort());
    }
  });

  it('holds lower-case words, none repeated, none made only of words of the name', () => {
    const problems = entries.flatMap(([name, synonyms]) => {
      const own = new Set(splitWords(name));
      return [
        ...synonyms
          .filter((synonym) => synonym !== synonym.toLowerCase())
          .map((synonym) => `${name}: "${synonym}" is not lower case`),
        ...synonyms
          .filter((synonym, i) => synonyms.indexOf(synonym) !== i)
          .map((synonym) => `${name}: "${synonym}" twice`),
        ...synonyms
          .filter((synonym) => synonym.split(/[^a-z0-9]+/).every((word) => own.has(word)))
          .map((synonym) => `${name}: "${synonym}" is already in the name`),
      ];
    });
    expect(problems).toEqual([]);
  });
});
