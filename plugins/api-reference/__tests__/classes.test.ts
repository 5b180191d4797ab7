import path from 'node:path';
import {classesComponentName, fallbackClassName} from '../extract/classes';
import {resolvePackageDir} from '../extract/program';
import {compareClasses, readBuiltClasses, readShownClasses} from '../fidelity/classes';
import {renderItemsPage} from '../renderPage';
import type {ComponentApi} from '../types';

const SITE_DIR = path.resolve(__dirname, '../../..');

describe('fallbackClassName', () => {
  it("names Base UI's classes as @mui/base/generateUtilityClass does", () => {
    expect(fallbackClassName('@mui/base', 'Popper', 'root')).toBe('base-Popper-root');
    expect(fallbackClassName('@mui/base', 'Unstable_NumberInput', 'input')).toBe('base-NumberInput-input');
    expect(fallbackClassName('@mui/base', 'Unstable_NumberInput', 'disabled')).toBe('base--disabled');
  });

  it("names the other packages' classes as @mui/utils does", () => {
    expect(fallbackClassName('@mui/material', 'Button', 'root')).toBe('MuiButton-root');
    expect(fallbackClassName('@mui/material', 'Button', 'focusVisible')).toBe('Mui-focusVisible');
  });

  it('builds class names from the stable name of an unstable component', () => {
    expect(classesComponentName('Unstable_Popup')).toBe('Popup');
    expect(classesComponentName('Popper')).toBe('Popper');
  });
});

describe('the CSS classes check of the fidelity test', () => {
  const component = (name: string, kebabName: string, classes: ComponentApi['classes']): ComponentApi => ({
    name,
    kebabName,
    importPath: `@mui/base/${name}`,
    importKind: 'named',
    packageName: '@mui/base',
    description: '',
    props: [],
    slots: [],
    classes,
    demos: [],
  });
  const page = renderItemsPage(
    [
      {
        kind: 'component',
        api: component('Popper', 'popper', [{key: 'root', className: 'MuiPopper-root', description: ''}]),
      },
      {
        kind: 'component',
        api: component('Unstable_Popup', 'unstable-popup', [
          {key: 'root', className: 'base-Popup-root', description: ''},
        ]),
      },
    ],
    {title: 'Popper components API', sectioned: true},
  );

  it('reads back the class rows of each section of a rendered page', () => {
    expect(readShownClasses(page, 'Popper')).toEqual([
      {component: 'Popper', key: 'root', className: 'MuiPopper-root'},
      {component: 'Unstable_Popup', key: 'root', className: 'base-Popup-root'},
    ]);
  });

  it('reads the classes the installed @mui/base builds, and names a key shown with another class or not at all', () => {
    const built = readBuiltClasses(resolvePackageDir('@mui/base', SITE_DIR), 'Popper');
    expect(built).toEqual({root: 'base-Popper-root'});
    const shown = readShownClasses(page, 'Popper');
    expect(compareClasses('Popper', built ?? {}, shown).wrong).toEqual(['root: MuiPopper-root -> base-Popper-root']);
    expect(compareClasses('Unstable_Popup', {root: 'base-Popup-root', open: 'base--open'}, shown).wrong).toEqual([
      'open: none -> base--open',
    ]);
  });
});
