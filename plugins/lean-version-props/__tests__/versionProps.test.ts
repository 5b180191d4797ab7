import {DOCS_ROUTE_PROPS} from '..';
import {withoutDocDescriptions} from '../versionProps';

const versionProps = {
  version: {
    pluginId: 'material-ui',
    version: 'current',
    docsSidebars: {pageTree: [{type: 'link', href: '/material-ui/a', label: 'A', docId: 'a', unlisted: false}]},
    docs: {
      a: {id: 'a', title: 'A', description: 'A long description of A.', sidebar: 'pageTree'},
      b: {id: 'b', title: 'B', description: 'Another one.'},
    },
  },
};

describe('withoutDocDescriptions', () => {
  it('drops the description of every doc of a version and keeps the rest', () => {
    expect(JSON.parse(withoutDocDescriptions(JSON.stringify(versionProps)))).toEqual({
      version: {
        ...versionProps.version,
        docs: {a: {id: 'a', title: 'A', sidebar: 'pageTree'}, b: {id: 'b', title: 'B'}},
      },
    });
  });

  it('returns other route props unchanged, byte for byte', () => {
    for (const json of [
      '{"tag":{"label":"x","description":"kept"}}',
      '{"categoryGeneratedIndex":{"description":"kept"}}',
      '{"version":null}',
      '[]',
    ]) {
      expect(withoutDocDescriptions(json)).toBe(json);
    }
  });
});

describe('DOCS_ROUTE_PROPS', () => {
  it('matches the props files of docs routes only', () => {
    expect(
      DOCS_ROUTE_PROPS.test('/site/.docusaurus/docusaurus-plugin-content-docs/material-ui/p/material-ui-afb.json'),
    ).toBe(true);
    expect(
      DOCS_ROUTE_PROPS.test('C:\\site\\.docusaurus\\docusaurus-plugin-content-docs\\default\\p\\docs-175.json'),
    ).toBe(true);
    expect(
      DOCS_ROUTE_PROPS.test(
        '/site/.docusaurus/docusaurus-plugin-content-docs/material-ui/site-docs-material-ui-a-mdx-184.json',
      ),
    ).toBe(false);
    expect(DOCS_ROUTE_PROPS.test('/site/.docusaurus/docusaurus-plugin-content-pages/default/p/index.json')).toBe(false);
  });
});
