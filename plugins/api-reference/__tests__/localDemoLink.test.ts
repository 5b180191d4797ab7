import path from 'node:path';
import {describeFromDemoPage, findLocalDemoLink} from '../generate';

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

describe('describeFromDemoPage', () => {
  it("describes a component by its demo page's front matter description, linking the page", async () => {
    const description = await describeFromDemoPage(
      {
        name: 'CardContent',
        kebabName: 'card-content',
        demos: [{title: 'Card', href: 'https://mui.com/material-ui/react-card/'}],
      },
      siteDir,
      materialApiDir,
    );
    expect(description).toMatch(
      /^\S.*CardActionArea.* CardContent is demonstrated on the \[Card\]\(\.\.\/react-card\.mdx\) page\.$/,
    );
  });

  it("prefers the page named after the component, and ignores other products' pages", async () => {
    const demos = [
      {title: 'Button Group', href: 'https://mui.com/material-ui/react-button-group/'},
      {title: 'Button', href: 'https://mui.com/material-ui/react-button/'},
    ];
    expect(await describeFromDemoPage({name: 'Button', kebabName: 'button', demos}, siteDir, materialApiDir)).toMatch(
      /Button is demonstrated on the \[Button\]\(\.\.\/react-button\.mdx\) page\.$/,
    );
    expect(
      await describeFromDemoPage({name: 'Button', kebabName: 'button', demos}, siteDir, baseApiDir),
    ).toBeUndefined();
  });

  it('gives nothing when this site has no page for any demo', async () => {
    expect(
      await describeFromDemoPage(
        {
          name: 'Menubar',
          kebabName: 'menubar',
          demos: [{title: 'Menubar', href: 'https://mui.com/material-ui/react-menubar/'}],
        },
        siteDir,
        materialApiDir,
      ),
    ).toBeUndefined();
  });
});
