import path from 'node:path';
import {extractPackageApi, resolvePackageDir} from '../extract';
import type {PackageApi} from '../types';

// Real extractions of the installed @mui/base and Data Grid packages: a few seconds each.
jest.setTimeout(120000);

const SITE_DIR = path.resolve(__dirname, '../../..');
const dir = (name: string) => resolvePackageDir(name, SITE_DIR);

let base: PackageApi;
let grid: PackageApi;
let joy: PackageApi;

beforeAll(() => {
  base = extractPackageApi({
    packageName: '@mui/base',
    packageDir: dir('@mui/base'),
    pages: [
      {pathname: '/base-ui/react-popper/components-api', components: ['Popper', 'Unstable_NumberInput', 'NotThere']},
      {pathname: '/base-ui/react-button/hooks-api', hooks: ['useButton', 'useTransition/useTransitionTrigger']},
    ],
  });
  joy = extractPackageApi({
    packageName: '@mui/joy',
    packageDir: dir('@mui/joy'),
    pages: [{pathname: '/joy-ui/api/button', components: ['Button']}],
  });
  grid = extractPackageApi({
    packageName: '@mui/x-data-grid-premium',
    packageDir: dir('@mui/x-data-grid-premium'),
    extraPackages: ['@mui/x-data-grid', '@mui/x-data-grid-pro'].map((name) => ({
      packageName: name,
      packageDir: dir(name),
    })),
    pages: [
      {pathname: '/x/api/data-grid/data-grid', components: ['DataGrid', 'DataGridPro', 'DataGridPremium', 'Toolbar']},
      {pathname: '/x/api/data-grid/grid-col-def', interfaces: ['GridColDef', 'GridFilterModel']},
    ],
  });
});

function named<T extends {name: string}>(items: readonly T[], name: string): T {
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`${name} was not extracted`);
  return found;
}

describe('extractPackageApi with named items', () => {
  it('documents only the named components, and skips (lists) a name the package lacks', () => {
    expect(base.components.map((component) => component.name)).toEqual(['Popper', 'Unstable_NumberInput']);
    expect(base.skipped).toEqual(['NotThere']);
  });

  it("reads Base UI's class names from the component's own module when the root leaves them out", () => {
    expect(named(base.components, 'Popper').classes.map((entry) => entry.className)).toContain('base-Popper-root');
  });

  it('finds the classes of an unstable component under its stable name (numberInputClasses)', () => {
    const classes = named(base.components, 'Unstable_NumberInput').classes;
    expect(classes.find((entry) => entry.key === 'root')?.className).toBe('base-NumberInput-root');
    expect(classes.find((entry) => entry.key === 'disabled')?.className).toBe('base--disabled');
  });

  it('imports an unstable component from its own module', () => {
    expect(named(base.components, 'Unstable_NumberInput').importPath).toBe('@mui/base/Unstable_NumberInput');
  });

  it("lists a hook's options-object parameters and the members it returns", () => {
    const useButton = named(base.hooks, 'useButton');
    expect(useButton.kebabName).toBe('use-button');
    expect(useButton.importPath).toBe('@mui/base/useButton');
    expect(useButton.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['disabled', 'rootRef']),
    );
    const getRootProps = named(useButton.returns, 'getRootProps');
    expect(getRootProps.required).toBe(true);
    expect(getRootProps.type.text).toContain('=>');
  });

  it('finds a hook the root does not export through the module that qualifies it', () => {
    const trigger = named(base.hooks, 'useTransitionTrigger');
    expect(trigger.importPath).toBe('@mui/base/useTransition');
    expect(trigger.kebabName).toBe('use-transition-trigger');
  });

  it('imports each grid from the lowest tier that exports it, passing over the Pro stand-in of DataGridPremium', () => {
    expect(named(grid.components, 'DataGrid').packageName).toBe('@mui/x-data-grid');
    expect(named(grid.components, 'DataGridPro').packageName).toBe('@mui/x-data-grid-pro');
    const premium = named(grid.components, 'DataGridPremium');
    expect(premium.packageName).toBe('@mui/x-data-grid-premium');
    expect(premium.props.map((prop) => prop.name)).toContain('rowGroupingModel');
    expect(named(grid.components, 'Toolbar').importPath).toBe('@mui/x-data-grid');
    expect(grid.skipped).toEqual([]);
  });

  it("shows Joy UI's color and variant by their values, which a theme can extend", () => {
    const props = named(joy.components, 'Button').props;
    expect(named(props, 'color').type).toEqual({
      text: "'primary' | 'neutral' | 'danger' | 'success' | 'warning'",
      long: false,
      extendable: true,
    });
    expect(named(props, 'variant').type.text).toBe("'plain' | 'outlined' | 'soft' | 'solid'");
    // Inside an object type the aliases stay named, and nothing marks the whole type extendable.
    expect(named(props, 'slotProps').type.extendable).toBeUndefined();
  });

  it("lists an interface's members with their types, defaults and whether they are required", () => {
    const colDef = named(grid.interfaces, 'GridColDef');
    expect(colDef.packageName).toBe('@mui/x-data-grid');
    expect(named(colDef.members, 'field').required).toBe(true);
    expect(named(colDef.members, 'headerName').required).toBe(false);
    expect(named(colDef.members, 'sortable').default).toBe('true');
    expect(named(grid.interfaces, 'GridFilterModel').members.map((member) => member.name)).toContain('items');
  });
});
