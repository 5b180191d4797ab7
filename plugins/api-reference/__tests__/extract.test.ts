import path from 'node:path';
import {extractPackageApi, resolvePackageDir} from '../extract';
import type {ComponentApi, PackageApi, PropApi} from '../types';
import {runtimePublicComponents} from './publicComponents';

// One real extraction of the installed @mui/material for the whole file: it runs the type
// checker over the package's declarations, which takes several seconds.
jest.setTimeout(120000);

const SITE_DIR = path.resolve(__dirname, '../../..');
let material: PackageApi;

beforeAll(() => {
  material = extractPackageApi({
    packageName: '@mui/material',
    packageDir: resolvePackageDir('@mui/material', SITE_DIR),
  });
});

function component(name: string): ComponentApi {
  const found = material.components.find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} was not extracted`);
  return found;
}

function prop(componentName: string, propName: string): PropApi {
  const found = component(componentName).props.find((entry) => entry.name === propName);
  if (!found) throw new Error(`${componentName} has no prop ${propName}`);
  return found;
}

describe('extractPackageApi on @mui/material', () => {
  it('documents exactly the public components of the package', () => {
    const expected = runtimePublicComponents();
    expect(material.skipped).toEqual([]);
    expect(material.components.length).toBe(expected.length);
    expect(material.components.map((entry) => entry.name).sort()).toEqual(expected);
  });

  it("shows Button's variant as its literal union, with its default", () => {
    const variant = prop('Button', 'variant');
    expect(variant.type.text).toBe("'text' | 'outlined' | 'contained'");
    expect(variant.default).toBe("'text'");
    expect(variant.required).toBe(false);
  });

  it('marks the unions a theme can extend, and shows an aliased union by its values', () => {
    expect(prop('Button', 'variant').type.extendable).toBe(true);
    expect(prop('Alert', 'severity').type).toEqual({
      text: "'success' | 'info' | 'warning' | 'error'",
      long: false,
      extendable: true,
    });
    expect(prop('Button', 'disabled').type.extendable).toBeUndefined();
  });

  it("reads Button's disabled default and names React types", () => {
    expect(prop('Button', 'disabled').default).toBe('false');
    expect(prop('Button', 'startIcon').type.text).toBe('React.ReactNode');
    expect(prop('Button', 'sx').type.text).toBe('SxProps<Theme>');
    expect(prop('Button', 'component').type.text).toBe('React.ElementType');
  });

  it('leaves out DOM attributes and the props only ButtonBase declares', () => {
    const names = component('Button').props.map((entry) => entry.name);
    expect(names).not.toContain('onClick');
    expect(names).not.toContain('centerRipple');
    expect(component('ButtonBase').props.map((entry) => entry.name)).toContain('centerRipple');
  });

  it('knows Button inherits ButtonBase, and where its pages are', () => {
    const button = component('Button');
    expect(button.inherits).toEqual({name: 'ButtonBase', kebabName: 'button-base'});
    expect(button.importPath).toBe('@mui/material/Button');
    expect(button.kebabName).toBe('button');
    expect(component('ToggleButtonGroup').kebabName).toBe('toggle-button-group');
    expect(button.demos).toContainEqual({title: 'Button', href: 'https://v7.mui.com/material-ui/react-button/'});
  });

  it('lists the buttonClasses keys, each described', () => {
    const classes = component('Button').classes;
    const keys = classes.map((entry) => entry.key);
    expect(keys).toEqual(expect.arrayContaining(['root', 'text', 'outlined', 'contained', 'disabled', 'focusVisible']));
    for (const entry of classes) expect(entry.description).not.toBe('');
    expect(classes.find((entry) => entry.key === 'root')?.className).toBe('MuiButton-root');
    expect(classes.find((entry) => entry.key === 'disabled')?.className).toBe('Mui-disabled');
    expect(classes.find((entry) => entry.key === 'textPrimary')?.deprecated?.message).toMatch(/^Combine the/);
  });

  it("lists Slider's slots with their default elements", () => {
    const slots = component('Slider').slots;
    expect(slots.map((slot) => slot.name)).toEqual(
      expect.arrayContaining(['root', 'rail', 'track', 'thumb', 'mark', 'markLabel', 'valueLabel', 'input']),
    );
    expect(slots.find((slot) => slot.name === 'root')).toMatchObject({
      defaultComponent: "'span'",
      className: 'MuiSlider-root',
    });
    expect(slots.find((slot) => slot.name === 'input')?.defaultComponent).toBe("'input'");
  });

  it('reads slot defaults and descriptions from a Slots interface', () => {
    expect(component('Autocomplete').slots.find((slot) => slot.name === 'paper')).toMatchObject({
      defaultComponent: 'Paper',
      description: 'The component used to render the body of the popup.',
    });
  });

  it('flags deprecated props with their replacement', () => {
    expect(prop('Autocomplete', 'componentsProps').deprecated).toMatchObject({
      replacement: 'slotProps',
      message: expect.stringContaining('Use the `slotProps` prop instead.'),
    });
    expect(prop('Autocomplete', 'ChipProps').deprecated?.replacement).toBe('slotProps.chip');
    expect(prop('Autocomplete', 'options').deprecated).toBeUndefined();
  });

  it('marks required props and flags long types', () => {
    expect(prop('Autocomplete', 'options').required).toBe(true);
    expect(prop('Autocomplete', 'renderInput').required).toBe(true);
    expect(prop('Slider', 'slotProps').type.long).toBe(true);
  });

  it('flags deprecated components and keeps the Unstable_ prefix in URLs', () => {
    expect(component('GridLegacy').deprecated?.message).toContain('Grid');
    expect(component('Unstable_TrapFocus').kebabName).toBe('unstable-trap-focus');
  });
});
