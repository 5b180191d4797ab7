import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {Product} from '../../../src/products/types';
import {loadApiPageIndex} from '../../theme-keys/apiPages';
import {exportMarkdown, type ExportedInstance, type ExportOptions} from '../exportMarkdown';

const PRODUCT: Product = {
  id: 'material-ui',
  name: 'Material UI',
  tagline: 'Ready-made React components.',
  logo: '/img/products/material-ui.svg',
  href: '/material-ui/getting-started/',
  versions: [{text: 'v7.0.0', href: '/material-ui/getting-started/', current: true}],
};

const DOCS_PRODUCT: Product = {
  ...PRODUCT,
  id: 'docs-infra',
  name: 'Docs infrastructure',
  tagline: 'For authors.',
  versions: [],
};

const FILES: Record<string, string> = {
  'docs/material-ui/getting-started.mdx': '---\ntitle: Overview\n---\n\nStart with the [Button](./react-button.mdx).\n',
  'docs/material-ui/react-button.mdx': `---\ntitle: Button\n---\n\nimport * as Basic from './demos/Basic.tsx?demo';\n\n<Demo demo={Basic} />\n`,
  'docs/material-ui/react-chip.mdx': `import * as Basic from './demos/Basic.tsx?demo';\n\nChips.\n\n<Demo demo={Basic} />\n\n## API\n\n- [Chip API](./api/chip.mdx)\n`,
  'docs/material-ui/api/_components.json': JSON.stringify({
    source: {packageName: '@mui/material', version: '7.0.0', generatorVersion: 'abc'},
    pages: [
      {name: 'Chip', kebabName: 'chip', title: 'Chip API', pathname: '/material-ui/api/chip', themeKey: 'MuiChip'},
    ],
  }),
  'docs/material-ui/demos/Basic.tsx': 'export default function Basic() {\n  return null;\n}\n',
  'docs/experiments/index.mdx': 'Authors start here.\n',
};

let siteDir: string;
let outDir: string;

beforeAll(async () => {
  siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'markdown-export-'));
  outDir = path.join(siteDir, 'build');
  for (const [file, content] of Object.entries(FILES)) {
    await fs.mkdir(path.dirname(path.join(siteDir, file)), {recursive: true});
    await fs.writeFile(path.join(siteDir, file), content);
  }
  await exportMarkdown(options());
});

afterAll(async () => {
  await fs.rm(siteDir, {recursive: true, force: true});
});

function doc(file: string, permalink: string, title: string) {
  return {filePath: path.join(siteDir, file), permalink, title, description: `About ${title}.`};
}

function options(extraDocs: ExportedInstance['loaded']['docs'] = []): ExportOptions {
  return {
    outDir,
    siteUrl: 'https://mui.test',
    baseUrl: '/',
    site: {title: 'MUI Docs', tagline: 'Docs for MUI.'},
    apiPages: loadApiPageIndex(siteDir, [{outDir: 'docs/material-ui/api', routeBasePath: '/material-ui/api'}]),
    instances: [
      {
        product: PRODUCT,
        optional: false,
        tree: [
          {
            kind: 'group',
            title: 'Getting started',
            children: [{kind: 'page', pathname: '/material-ui/getting-started'}],
          },
          {
            kind: 'group',
            title: 'Components',
            children: [
              {kind: 'page', pathname: '/material-ui/react-chip'},
              {kind: 'page', pathname: '/material-ui/react-button'},
            ],
          },
        ],
        loaded: {
          versionPath: '/material-ui',
          docs: [
            doc('docs/material-ui/getting-started.mdx', '/material-ui/getting-started/', 'Overview'),
            doc('docs/material-ui/react-button.mdx', '/material-ui/react-button/', 'Button'),
            doc('docs/material-ui/react-chip.mdx', '/material-ui/react-chip/', 'Chip'),
            ...extraDocs,
          ],
        },
      },
      {
        product: DOCS_PRODUCT,
        optional: true,
        tree: [{kind: 'page', pathname: '/experiments/docs'}],
        loaded: {
          versionPath: '/experiments/docs',
          docs: [doc('docs/experiments/index.mdx', '/experiments/docs/', 'Docs')],
        },
      },
    ],
  };
}

const read = (file: string) => fs.readFile(path.join(outDir, file), 'utf8');

describe('exportMarkdown', () => {
  it("writes each page's Markdown at its URL with .md, links absolute and demos as code", async () => {
    expect(await read('material-ui/getting-started.md')).toBe(
      '---\ntitle: "Overview"\ndescription: "About Overview."\n---\n\n# Overview\n\nStart with the [Button](https://mui.test/material-ui/react-button/).\n',
    );
    const basic = '**Demo: Basic**\n\n```tsx\nexport default function Basic() {\n  return null;\n}\n```\n';
    expect(await read('material-ui/react-button.md')).toContain(`# Button\n\n${basic}`);
    expect(await read('material-ui/react-chip.md')).toContain(`Chips.\n\n${basic}`);
    expect(await read('experiments/docs.md')).toContain('# Docs\n\nAuthors start here.\n');
  });

  it("names the theme key after an API link, as the site's remark plugin does", async () => {
    expect(await read('material-ui/react-chip.md')).toMatch(
      /## API\n\n- \[Chip API\]\([^)]+\)\. Theme key: `MuiChip` \(`theme\.components\.MuiChip\.defaultProps` and `styleOverrides`\)\.\n$/,
    );
  });

  it("writes the product's llms.txt in page-tree order, linking each page's Markdown", async () => {
    expect(await read('material-ui/llms.txt')).toBe(`# Material UI

> Ready-made React components.

The pages of the Material UI documentation (v7.0.0) in the order of the site's navigation, each linking to its Markdown. All of them in one file: [llms-full.txt](https://mui.test/material-ui/llms-full.txt).

## Getting started

- [Overview](https://mui.test/material-ui/getting-started.md): About Overview.

## Components

- [Chip](https://mui.test/material-ui/react-chip.md): About Chip.
- [Button](https://mui.test/material-ui/react-button.md): About Button.
`);
  });

  it("writes the product's llms-full.txt with every page in the same order", async () => {
    const full = await read('material-ui/llms-full.txt');
    expect(full.match(/^# .*/gm)).toEqual(['# Material UI', '# Overview', '# Chip', '# Button']);
    expect(full).toContain('# Chip\n\nSource: https://mui.test/material-ui/react-chip/\n\nChips.\n');
  });

  it('writes /llms.txt listing the products, and the pages for authors as optional', async () => {
    const root = await read('llms.txt');
    expect(root.startsWith('# MUI Docs\n\n> Docs for MUI.\n\n')).toBe(true);
    expect(root).toContain(
      '## Products\n\n- [Material UI](https://mui.test/material-ui/llms.txt): Ready-made React components.\n\n## Optional\n\n- [Docs infrastructure](https://mui.test/experiments/docs/llms.txt): For authors.\n',
    );
  });

  it('reports every page it cannot convert at once', async () => {
    await fs.writeFile(path.join(siteDir, 'docs/material-ui/broken.mdx'), '<Demo demo={Gone} />\n');
    const missing = doc('docs/material-ui/missing.mdx', '/material-ui/missing/', 'Missing');
    const broken = doc('docs/material-ui/broken.mdx', '/material-ui/broken/', 'Broken');
    await expect(exportMarkdown(options([missing, broken]))).rejects.toThrow(
      `Cannot write the Markdown of 2 page(s):\n  - ${broken.filePath}: <Demo demo={Gone} /> names no`,
    );
  });
});
