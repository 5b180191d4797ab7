import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SOURCE = {packageName: '@mui/material', version: '7.0.0', generatorVersion: 'abc'};

/** A site with Material UI's pages (one default-mode manifest) and a Base UI page named by pathname. */
export function fixtureSite(): string {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'theme-keys-'));
  const write = (dir: string, pages: object[]) => {
    mkdirSync(path.join(siteDir, dir), {recursive: true});
    writeFileSync(path.join(siteDir, dir, '_components.json'), JSON.stringify({source: SOURCE, pages}));
  };
  write('docs/material-ui/api', [
    {
      name: 'Button',
      kebabName: 'button',
      title: 'Button API',
      pathname: '/material-ui/api/button',
      themeKey: 'MuiButton',
    },
    {
      name: 'Unstable_TrapFocus',
      kebabName: 'unstable-trap-focus',
      title: 'T',
      pathname: '/material-ui/api/unstable-trap-focus',
    },
  ]);
  write('docs/base-ui/api', [
    {
      name: 'Button',
      kebabName: 'components-api',
      title: 'Button components API',
      pathname: '/base-ui/react-button/components-api',
      file: '../react-button/components-api.mdx',
      kind: 'component',
    },
  ]);
  return siteDir;
}

export const REFERENCES = [
  {outDir: 'docs/material-ui/api', routeBasePath: '/material-ui/api'},
  {outDir: 'docs/base-ui/api', routeBasePath: '/base-ui/api'},
];
