import {DOCS_ROUTE_PROPS} from '..';
import {DOC_LINK_MARK, leanVersionProps} from '../versionProps';

const versionProps = {
  version: {
    pluginId: 'material-ui',
    version: 'current',
    docsSidebars: {
      pageTree: [
        {type: 'link', href: '/material-ui/a', label: 'A', docId: 'a', unlisted: false},
        {
          type: 'category',
          label: 'More',
          items: [
            {type: 'link', href: '/material-ui/b', label: 'B', docId: 'b', unlisted: false},
            {type: 'link', href: '/material-ui/c', label: 'C', docId: 'c', unlisted: true},
            {type: 'link', href: 'https://github.com/mui', label: 'GitHub', unlisted: false},
          ],
        },
      ],
    },
    docs: {
      a: {id: 'a', title: 'A', description: 'A long description of A.', sidebar: 'pageTree'},
      b: {id: 'b', title: 'B', description: 'Another one.'},
    },
  },
};

describe('leanVersionProps', () => {
  it('drops the doc entries and the default unlisted flags, marks doc links, and keeps the rest', () => {
    expect(JSON.parse(leanVersionProps(JSON.stringify(versionProps)))).toEqual({
      version: {
        pluginId: 'material-ui',
        version: 'current',
        docsSidebars: {
          pageTree: [
            {type: 'link', href: '/material-ui/a', label: 'A', docId: DOC_LINK_MARK},
            {
              type: 'category',
              label: 'More',
              items: [
                {type: 'link', href: '/material-ui/b', label: 'B', docId: DOC_LINK_MARK},
                {type: 'link', href: '/material-ui/c', label: 'C', docId: DOC_LINK_MARK, unlisted: true},
                {type: 'link', href: 'https://github.com/mui', label: 'GitHub'},
              ],
            },
          ],
        },
        docs: {},
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
      expect(leanVersionProps(json)).toBe(json);
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
