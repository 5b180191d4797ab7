import fs from 'node:fs';
import path from 'node:path';
import {ARCHIVED_VERSIONS} from '../../../src/products/archivedVersions';
import {archivedVersionRule} from '../index';
import {ARCHIVED_PACKAGES} from '../versions';

const siteDir = path.join(__dirname, '../../..');
const [v6] = ARCHIVED_VERSIONS;
if (!v6) throw new Error('Material UI v6 is the archived version these tests read');

const versionOf = (dir: string) =>
  (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;

describe('archivedVersionRule', () => {
  const rule = archivedVersionRule(v6, siteDir);

  it('resolves the plain package names to the archived version, installed under their aliases', () => {
    for (const name of Object.keys(ARCHIVED_PACKAGES['6.x'] ?? {})) {
      const dir = rule.resolve.alias[name];
      expect(dir).toBeDefined();
      expect(versionOf(dir!)).toMatch(/^6\./);
    }
  });

  it("applies to the version's docs, its packages (whose peers name the plain packages) and its island", () => {
    expect(rule.include).toContain(path.join(siteDir, 'material-ui_versioned_docs/version-6.x'));
    expect(rule.include).toContain(rule.resolve.alias['@mui/material']);
    expect(rule.include).toContain(rule.resolve.alias['@mui/lab']);
    expect(rule.include).toContain(path.join(siteDir, 'plugins/archived-versions/runtime'));
  });
});
