import path from 'node:path';
import {findLocalDocFile} from '../generate';

// The site's own docs folder is the fixture: the Button page exists, the Menubar page does not.
const siteDir = path.resolve(__dirname, '../../..');
const outDir = path.join(siteDir, 'docs/material-ui/api');

describe('findLocalDocFile', () => {
  it('links a demo page that exists on this site, relative to the generated pages', () => {
    expect(findLocalDocFile(siteDir, outDir, 'https://v7.mui.com/material-ui/react-button/')).toBe('../react-button.mdx');
  });

  it('leaves pages this site does not have, and junk, unlinked', () => {
    expect(findLocalDocFile(siteDir, outDir, 'https://v7.mui.com/material-ui/react-menubar/')).toBeUndefined();
    expect(findLocalDocFile(siteDir, outDir, 'https://mui.com/../../etc/passwd')).toBeUndefined();
    expect(findLocalDocFile(siteDir, outDir, 'not a url')).toBeUndefined();
  });
});
