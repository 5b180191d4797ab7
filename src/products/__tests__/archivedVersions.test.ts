import fs from 'node:fs';
import path from 'node:path';
import {
  ARCHIVED_VERSIONS,
  archivedVersionOf,
  pathInArchivedVersion,
  pathInLatestVersion,
  versionedDocsDir,
} from '../archivedVersions';

const siteDir = path.join(__dirname, '../../..');
const [v6] = ARCHIVED_VERSIONS;
if (!v6) throw new Error('Material UI v6 is the archived version these tests read');

/** The pages of a docs folder, as paths below the instance (`/react-button`). */
function pagesIn(docsDir: string): Set<string> {
  const dir = path.join(siteDir, docsDir);
  const files = fs.readdirSync(dir, {recursive: true, encoding: 'utf8'});
  return new Set(
    files
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) =>
        `/${file
          .replace(/\.mdx?$/, '')
          .split(path.sep)
          .join('/')}`.replace(/\/index$/, ''),
      ),
  );
}

describe('archived versions in the site', () => {
  it('finds the version and page of a path, and nothing for a latest page or junk', () => {
    expect(archivedVersionOf('/material-ui/6.x/react-button/')).toEqual({version: v6, page: '/react-button'});
    expect(archivedVersionOf('/material-ui/6.x/')).toEqual({version: v6, page: ''});
    expect(archivedVersionOf('/material-ui/react-button/')).toBeUndefined();
    expect(archivedVersionOf('/material-ui/6.xy/react-button/')).toBeUndefined();
    expect(archivedVersionOf('%%junk')).toBeUndefined();
  });

  it('maps a latest page to the same page in v6, keeping renamed grids apart', () => {
    expect(pathInArchivedVersion('/material-ui/react-button/', v6)).toBe('/material-ui/6.x/react-button/');
    expect(pathInArchivedVersion('/material-ui/api/button/?q=1#props', v6)).toBe('/material-ui/6.x/api/button/');
    expect(pathInArchivedVersion('/material-ui/react-grid/', v6)).toBe('/material-ui/6.x/react-grid2/');
    expect(pathInArchivedVersion('/material-ui/react-grid-legacy/', v6)).toBe('/material-ui/6.x/react-grid/');
    expect(pathInArchivedVersion('/material-ui/migration/upgrade-to-v7/', v6)).toBeUndefined();
    expect(pathInArchivedVersion('/joy-ui/react-button/', v6)).toBeUndefined();
    expect(pathInArchivedVersion('/material-ui/6.x/react-button/', v6)).toBeUndefined();
  });

  it('maps a v6 page back to the latest one', () => {
    expect(pathInLatestVersion('/material-ui/6.x/react-button/')).toBe('/material-ui/react-button/');
    expect(pathInLatestVersion('/material-ui/6.x/react-grid2/')).toBe('/material-ui/react-grid/');
    expect(pathInLatestVersion('/material-ui/6.x/react-grid/')).toBe('/material-ui/react-grid-legacy/');
    expect(pathInLatestVersion('/material-ui/react-button/')).toBeUndefined();
  });

  // The lists of renamed and missing pages are checked against both docs folders (API pages too,
  // once generated), so the version menu and the banner never lead to a page that does not exist,
  // and never miss one that does.
  it.each(ARCHIVED_VERSIONS)('names every page $label lacks, and every page the latest lacks', (version) => {
    const latest = pagesIn(`docs/${version.instanceId}`);
    const archived = pagesIn(versionedDocsDir(version.instanceId, version.name));
    const latestBase = `/${version.instanceId}`;
    const archivedBase = `${latestBase}/${version.name}`;
    const toArchived = (page: string) =>
      pathInArchivedVersion(`${latestBase}${page}/`, version)?.slice(archivedBase.length, -1);
    const toLatest = (page: string) => pathInLatestVersion(`${archivedBase}${page}/`)?.slice(latestBase.length, -1);

    expect([...latest].filter((page) => toArchived(page) !== undefined && !archived.has(toArchived(page)!))).toEqual(
      [],
    );
    expect([...latest].filter((page) => toArchived(page) === undefined && archived.has(page))).toEqual([]);
    expect([...archived].filter((page) => toLatest(page) !== undefined && !latest.has(toLatest(page)!))).toEqual([]);
    expect([...archived].filter((page) => toLatest(page) === undefined && latest.has(page))).toEqual([]);
  });
});
