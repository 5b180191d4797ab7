import path from 'node:path';
import {findLocalDemoLink} from '../generate';

// The site's own docs folder is the fixture: the Button page exists, the Menubar page does not.
const siteDir = path.resolve(__dirname, '../../..');
const materialApiDir = path.join(siteDir, 'docs/material-ui/api');
const baseApiDir = path.join(siteDir, 'docs/base-ui/api');

describe('findLocalDemoLink', () => {
  it('links a demo page of the same docs instance as a Markdown file, relative to the generated pages', () => {
    expect(findLocalDemoLink(siteDir, materialApiDir, 'https://v7.mui.com/material-ui/react-button/')).toBe(
      '../react-button.mdx',
    );
  });

  it('links a demo page of another docs instance by its route, since file links cannot cross instances', () => {
    expect(findLocalDemoLink(siteDir, baseApiDir, 'https://mui.com/material-ui/react-button/')).toBe(
      '/material-ui/react-button/',
    );
  });

  it('leaves pages this site does not have, and junk, unlinked', () => {
    expect(findLocalDemoLink(siteDir, materialApiDir, 'https://v7.mui.com/material-ui/react-menubar/')).toBeUndefined();
    expect(findLocalDemoLink(siteDir, materialApiDir, 'https://mui.com/../../etc/passwd')).toBeUndefined();
    expect(findLocalDemoLink(siteDir, materialApiDir, 'not a url')).toBeUndefined();
  });
});
