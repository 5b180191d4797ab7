import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import {demoFilesImportedBy, docFilesOf, warmDemoCode} from '../warmUp';

describe('demoFilesImportedBy', () => {
  it("finds a page's ?demo imports, relative and @site/, once each", () => {
    const mdx = [
      "import Demo from '@site/src/components/Demo';",
      "import * as Basic from './demos/button/Basic.tsx?demo';",
      'import * as Shared from "@site/docs/shared/Shared.tsx?demo";',
      "import * as Again from './demos/button/Basic.tsx?demo';",
      "import * as Raw from './demos/button/Basic.tsx?raw';",
      "import * as Pkg from 'some-package/Demo.tsx?demo';",
    ].join('\n');
    expect(demoFilesImportedBy(mdx, '/site/docs/material-ui/react-button.mdx', '/site')).toEqual([
      '/site/docs/material-ui/demos/button/Basic.tsx',
      '/site/docs/shared/Shared.tsx',
    ]);
  });
});

describe('docFilesOf', () => {
  it('lists the source of every doc of every version of every docs instance', () => {
    const allContent = {
      'docusaurus-plugin-content-docs': {
        'material-ui': {
          loadedVersions: [{docs: [{source: '@site/docs/material-ui/a.mdx'}]}, {docs: [{source: '@site/v6/a.mdx'}]}],
        },
        joy: {loadedVersions: [{docs: [{source: '@site/docs/joy/b.mdx'}, {permalink: '/no-source'}]}]},
        broken: {something: 'else'},
      },
      'docusaurus-plugin-content-pages': {default: [{source: '@site/src/pages/index.tsx'}]},
    } as unknown as AllContent;
    expect(docFilesOf(allContent, '/site')).toEqual([
      '/site/docs/material-ui/a.mdx',
      '/site/v6/a.mdx',
      '/site/docs/joy/b.mdx',
    ]);
  });
});

describe('warmDemoCode', () => {
  it('asks for the code of each demo the pages import, with its source, and skips what cannot be read', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-up-'));
    fs.mkdirSync(path.join(dir, 'demos'));
    fs.writeFileSync(path.join(dir, 'demos', 'A.tsx'), 'export default 1;\n');
    fs.writeFileSync(
      path.join(dir, 'a.mdx'),
      "import * as A from './demos/A.tsx?demo';\nimport * as M from './demos/Missing.tsx?demo';\n",
    );
    fs.writeFileSync(path.join(dir, 'b.mdx'), "import * as A from './demos/A.tsx?demo';\n");
    const codeOf = jest.fn(async () => {
      throw new Error("a failure is the loader's to report");
    });
    const pages = ['a.mdx', 'b.mdx', 'gone.mdx'].map((file) => path.join(dir, file));
    await expect(warmDemoCode(pages, dir, codeOf)).resolves.toBe(1);
    expect(codeOf).toHaveBeenCalledTimes(1);
    expect(codeOf).toHaveBeenCalledWith('export default 1;\n', path.join(dir, 'demos', 'A.tsx'));
  });
});
