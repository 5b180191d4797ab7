import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import pluginPurgeInfima, {purgeInfima} from '../index';

const CSS = `@layer docusaurus.infima {
  .button { color: red; }
  .button--block { display: block; }
  .pills, .navbar { margin: 0; }
  :root { --ifm-unused-color: blue; }
}`;

describe('purgeInfima', () => {
  let siteDir: string;
  beforeAll(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'purge-infima-'));
    fs.mkdirSync(path.join(siteDir, 'src'));
    fs.writeFileSync(
      path.join(siteDir, 'src', 'Nav.tsx'),
      'export const nav = <nav className="navbar"><a className="button" /></nav>;',
    );
    // Tests name classes no page has: they are not content.
    fs.mkdirSync(path.join(siteDir, 'src', '__tests__'));
    fs.writeFileSync(path.join(siteDir, 'src', '__tests__', 'Nav.test.tsx'), 'expect(nav).toHaveClass("pills");');
  });
  afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

  const run = (from: string) => postcss([purgeInfima(siteDir)]).process(CSS, {from});

  it("drops Infima's rules whose classes the site never writes (tests aside), and keeps its custom properties", async () => {
    const result = await run(path.join(siteDir, 'node_modules/infima/dist/css/default/default.css'));
    expect(result.css).toContain('.button {');
    expect(result.css).toContain('.navbar');
    expect(result.css).not.toContain('.button--block');
    expect(result.css).not.toContain('.pills');
    expect(result.css).toContain('--ifm-unused-color');
  });

  it('makes the content directories dependencies of the stylesheet, so a cached build purges again', async () => {
    const result = await run(path.join(siteDir, 'node_modules/infima/dist/css/default/default.css'));
    const dirs = result.messages.filter((message) => message.type === 'dir-dependency').map((message) => message.dir);
    expect(dirs).toEqual(expect.arrayContaining([path.join(siteDir, 'src'), path.join(siteDir, 'docs')]));
  });

  it('leaves every other stylesheet as it is', async () => {
    const result = await run(path.join(siteDir, 'src/css/custom.css'));
    expect(result.css).toBe(CSS);
    expect(result.messages).toEqual([]);
  });
});

describe('purge-infima plugin', () => {
  const configure = () =>
    pluginPurgeInfima({siteDir: '/site'}).configurePostCss?.({plugins: []} as never) as {plugins: unknown[]};
  const env = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = env;
  });

  it('purges in production builds only', () => {
    process.env.NODE_ENV = 'production';
    expect(configure().plugins).toHaveLength(1);
    process.env.NODE_ENV = 'development';
    expect(configure().plugins).toHaveLength(0);
  });
});
