import {buildIconCatalog} from '../catalog';
import type {IconModule, IconPackage} from '../readIconPackage';

/** A module as the package writes it, drawing one path. */
function iconModule(componentName: string, d = `M0 0h${componentName.length}`): IconModule {
  return {
    componentName,
    file: `esm/${componentName}.js`,
    source: `import createSvgIcon from "./utils/createSvgIcon.js";\nexport default createSvgIcon(/*#__PURE__*/_jsx("path", {\n  d: "${d}"\n}), '${componentName}');`,
  };
}

const allThemes = (name: string) =>
  ['', 'Outlined', 'Rounded', 'TwoTone', 'Sharp'].map((suffix) => iconModule(name + suffix));

function iconPackage(modules: IconModule[]): IconPackage {
  return {name: '@mui/icons-material', version: '7.3.11', modules};
}

describe('buildIconCatalog', () => {
  const catalog = buildIconCatalog(
    iconPackage([
      ...allThemes('Delete'),
      ...allThemes('MailOutline'),
      iconModule('Mail'),
      iconModule('GitHub'),
      // Two-tone only: no filled module of the name.
      iconModule('WifiCalling1TwoTone'),
    ]),
    {Delete: ['trash', 'bin']},
    2,
  );

  it('lists base names sorted by code unit, with the themes each exists in', () => {
    expect(catalog.index.names).toEqual(['Delete', 'GitHub', 'Mail', 'MailOutline', 'WifiCalling1']);
    expect(catalog.index.themes).toEqual([31, 1, 1, 31, 8]);
    expect(catalog.index.synonyms).toEqual({Delete: ['trash', 'bin']});
    expect(catalog.index.chunkSize).toBe(2);
  });

  it('sums up the version and the number of icons for the page', () => {
    expect(catalog.summary).toEqual({version: '7.3.11', iconCount: 5});
  });

  it('writes each theme’s drawings in files of chunkSize names, skipping empty ones', () => {
    expect(catalog.drawingFiles.map(({fileName}) => fileName)).toEqual([
      'drawings-filled-0.json',
      'drawings-filled-1.json',
      'drawings-outlined-0.json',
      'drawings-outlined-1.json',
      'drawings-rounded-0.json',
      'drawings-rounded-1.json',
      'drawings-twoTone-0.json',
      'drawings-twoTone-1.json',
      'drawings-twoTone-2.json',
      'drawings-sharp-0.json',
      'drawings-sharp-1.json',
    ]);
    const outlined = catalog.drawingFiles.find(({fileName}) => fileName === 'drawings-outlined-1.json');
    expect(outlined?.drawings).toEqual({MailOutline: ['M0 0h19']});
  });

  it('makes a module whose name ends in a suffix, and has themes of its own, the filled theme of that name too', () => {
    const {index} = buildIconCatalog(iconPackage([iconModule('InsertChart'), ...allThemes('InsertChartOutlined')]), {});
    expect(index.names).toEqual(['InsertChart', 'InsertChartOutlined']);
    expect(index.themes).toEqual([3, 31]);
  });

  it('reports every module it cannot read and every unknown synonym key, in one error', () => {
    const broken = {componentName: 'Broken', file: 'esm/Broken.js', source: 'export default 1;'};
    const misnamed = {...iconModule('Renamed'), source: iconModule('Other').source};
    expect(() => buildIconCatalog(iconPackage([iconModule('Delete'), broken, misnamed]), {Trash: ['bin']})).toThrow(
      [
        "The icon gallery could not read 3 item(s) of @mui/icons-material 7.3.11 (has the package's output changed?):",
        '  - esm/Broken.js: no "export default createSvgIcon(...)" in the module',
        '  - esm/Renamed.js: creates an icon named "Other"',
        '  - plugins/icon-gallery/synonyms/: lists synonyms for Trash, which is not an icon of the package',
      ].join('\n'),
    );
  });
});
