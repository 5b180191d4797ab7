import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {readIconPackage} from '../readIconPackage';

const siteDir = path.resolve(__dirname, '../../..');

describe('readIconPackage, on the installed @mui/icons-material', () => {
  const iconPackage = readIconPackage('@mui/icons-material', siteDir);

  it('reads the version from the package', () => {
    const manifest = path.join(path.dirname(require.resolve('@mui/icons-material')), 'package.json');
    expect(iconPackage.version).toBe(JSON.parse(readFileSync(manifest, 'utf8')).version);
  });

  it('reads every icon module, and neither the index nor the utils', () => {
    const names = iconPackage.modules.map((module) => module.componentName);
    expect(names.length).toBeGreaterThan(10000);
    expect(names).toEqual(expect.arrayContaining(['Delete', 'DeleteOutlined', 'MailOutline', 'GitHub']));
    expect(names).not.toContain('index');
    expect(iconPackage.modules.find((module) => module.componentName === 'Delete')?.file).toBe('esm/Delete.js');
  });
});

describe('readIconPackage, on a broken install', () => {
  let dir: string;
  /** Writes a package `fake-icons` into a site folder of its own, with `files` in it. */
  function fakePackage(files: Record<string, string>): string {
    const packageDir = path.join(dir, 'node_modules/fake-icons');
    mkdirSync(packageDir, {recursive: true});
    writeFileSync(path.join(packageDir, 'index.js'), 'module.exports = {};');
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(packageDir, file)), {recursive: true});
      writeFileSync(path.join(packageDir, file), content);
    }
    return packageDir;
  }

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'icon-gallery-'));
  });
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('fails, naming the package, when it is not installed', () => {
    expect(() => readIconPackage('fake-icons', dir)).toThrow(
      `The icon gallery (plugins/icon-gallery) lists the icons of fake-icons, which cannot be resolved from ${dir}: is it installed? Run \`npm install\`.`,
    );
  });

  it('fails, naming the folder, when the package has no esm folder', () => {
    const packageDir = fakePackage({'package.json': JSON.stringify({name: 'fake-icons', version: '1.0.0'})});
    expect(() => readIconPackage('fake-icons', dir)).toThrow(
      `The icon gallery reads fake-icons's icon modules from ${path.join(packageDir, 'esm')}, which cannot be listed: has the package's layout changed in 1.0.0?`,
    );
  });

  it('fails, naming the manifest, when the package has no version', () => {
    const packageDir = fakePackage({'package.json': JSON.stringify({name: 'fake-icons'})});
    expect(() => readIconPackage('fake-icons', dir)).toThrow(
      `The icon gallery found no version in ${path.join(packageDir, 'package.json')} (fake-icons).`,
    );
  });

  it('fails when the esm folder holds no icon module', () => {
    const packageDir = fakePackage({
      'package.json': JSON.stringify({name: 'fake-icons', version: '1.0.0'}),
      'esm/index.js': '',
      'esm/utils/createSvgIcon.js': '',
    });
    expect(() => readIconPackage('fake-icons', dir)).toThrow(
      `The icon gallery found no icon modules in ${path.join(packageDir, 'esm')} (fake-icons 1.0.0).`,
    );
  });

  it('reads the icon modules of a package laid out like @mui/icons-material', () => {
    fakePackage({
      'package.json': JSON.stringify({name: 'fake-icons', version: '1.0.0'}),
      'esm/index.js': '',
      'esm/Star.js': 'star',
      'esm/StarOutlined.js': 'outlined star',
    });
    expect(readIconPackage('fake-icons', dir)).toEqual({
      name: 'fake-icons',
      version: '1.0.0',
      modules: [
        {componentName: 'Star', file: 'esm/Star.js', source: 'star'},
        {componentName: 'StarOutlined', file: 'esm/StarOutlined.js', source: 'outlined star'},
      ],
    });
  });
});
