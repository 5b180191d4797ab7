import path from 'node:path';
import {DOCS_PLUGIN_NAME, readLoadedDocs} from '../docsContent';

const siteDir = path.resolve('/site');

const doc = {
  id: 'react-button',
  source: '@site/docs/material-ui/react-button.mdx',
  permalink: '/material-ui/react-button/',
  title: 'Button',
  description: 'Buttons start actions.',
  sidebar: 'default',
};

describe('readLoadedDocs', () => {
  it("reads the current version's docs of every docs instance, with their files on disk", () => {
    const instances = readLoadedDocs(
      [
        {
          name: DOCS_PLUGIN_NAME,
          options: {id: 'material-ui'},
          content: {loadedVersions: [{path: '/material-ui', docs: [doc]}]},
        },
        {name: 'docusaurus-plugin-sitemap', options: {id: 'default'}, content: undefined},
      ],
      siteDir,
    );
    expect([...instances]).toEqual([
      [
        'material-ui',
        {
          versionPath: '/material-ui',
          docs: [
            {
              filePath: path.join(siteDir, 'docs/material-ui/react-button.mdx'),
              permalink: '/material-ui/react-button/',
              title: 'Button',
              description: 'Buttons start actions.',
            },
          ],
        },
      ],
    ]);
  });

  it('asks whether the docs plugin changed when its content has another shape', () => {
    const {title: _title, ...untitled} = doc;
    expect(() =>
      readLoadedDocs(
        [
          {
            name: DOCS_PLUGIN_NAME,
            options: {id: 'joy-ui'},
            content: {loadedVersions: [{path: '/joy-ui', docs: [untitled]}]},
          },
        ],
        siteDir,
      ),
    ).toThrow(
      'The content of docs instance "joy-ui" has no loadedVersions[0] with docs (source, permalink, title, description): has @docusaurus/plugin-content-docs changed?',
    );
  });
});
