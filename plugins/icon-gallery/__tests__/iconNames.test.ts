import {ICON_THEMES, componentName, importLine, parseIconName, themeBit} from '../iconNames';

describe('parseIconName', () => {
  it.each([
    ['Delete', 'Delete', 'filled'],
    ['DeleteOutlined', 'Delete', 'outlined'],
    ['DeleteRounded', 'Delete', 'rounded'],
    ['DeleteTwoTone', 'Delete', 'twoTone'],
    ['DeleteSharp', 'Delete', 'sharp'],
    // "Outline" is part of the name, not a theme suffix.
    ['MailOutline', 'MailOutline', 'filled'],
    ['MailOutlineOutlined', 'MailOutline', 'outlined'],
    ['GitHub', 'GitHub', 'filled'],
    ['ThreeDRotationTwoTone', 'ThreeDRotation', 'twoTone'],
    // A name that is nothing but a suffix is a filled icon of that name.
    ['Sharp', 'Sharp', 'filled'],
  ])('%s is %s in the %s theme', (name, baseName, theme) => {
    expect(parseIconName(name)).toEqual({baseName, theme});
  });
});

describe('componentName and importLine', () => {
  it('name the module as the package does, and import it as MUI docs do', () => {
    expect(componentName('Delete', 'filled')).toBe('Delete');
    expect(componentName('MailOutline', 'outlined')).toBe('MailOutlineOutlined');
    expect(importLine('Delete')).toBe("import DeleteIcon from '@mui/icons-material/Delete';");
    expect(importLine(componentName('Delete', 'twoTone'))).toBe(
      "import DeleteTwoToneIcon from '@mui/icons-material/DeleteTwoTone';",
    );
  });

  it('round-trips with parseIconName for every theme', () => {
    for (const theme of ICON_THEMES) {
      expect(parseIconName(componentName('AccessAlarm', theme))).toEqual({baseName: 'AccessAlarm', theme});
    }
  });
});

describe('themeBit', () => {
  it('gives each theme its own bit, in the order of ICON_THEMES', () => {
    expect(ICON_THEMES.map(themeBit)).toEqual([1, 2, 4, 8, 16]);
  });
});
