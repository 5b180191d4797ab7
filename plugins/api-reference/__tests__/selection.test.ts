import {checkPageSpecs, exportedName, pageItems, selectedNames, selectionHash} from '../selection';

describe('page specs', () => {
  const specs = [
    {pathname: '/base-ui/react-menu/components-api', components: ['Menu', 'MenuItem']},
    {pathname: '/base-ui/react-menu/hooks-api', hooks: ['useMenu', 'useTransition/useTransitionTrigger']},
  ];

  it('lists the items of a page in the order components, hooks, interfaces', () => {
    expect(pageItems({pathname: '/x/a', interfaces: ['I'], components: ['C'], hooks: ['useH']})).toEqual([
      {kind: 'component', name: 'C'},
      {kind: 'hook', name: 'useH'},
      {kind: 'interface', name: 'I'},
    ]);
    expect(selectedNames(specs).hook).toEqual(['useMenu', 'useTransition/useTransitionTrigger']);
  });

  it('reads the exported name of a name qualified by its module', () => {
    expect(exportedName('useTransition/useTransitionTrigger')).toBe('useTransitionTrigger');
    expect(exportedName('Menu')).toBe('Menu');
  });

  it('accepts a well-formed list', () => {
    expect(checkPageSpecs(specs, '/base-ui/api')).toEqual([]);
  });

  it('reports every problem: a path twice, outside the instance, an empty page, an item on two pages', () => {
    expect(
      checkPageSpecs(
        [
          {pathname: '/base-ui/a', components: ['Menu']},
          {pathname: '/base-ui/a', hooks: ['useMenu']},
          {pathname: '/joy-ui/b', components: ['Menu']},
          {pathname: '/base-ui/c'},
        ],
        '/base-ui/api',
      ),
    ).toEqual([
      '/base-ui/a is listed twice',
      '/joy-ui/b must be a path under /base-ui/ without a trailing slash',
      'Menu is documented on two pages',
      '/base-ui/c names no component, hook or interface',
    ]);
  });

  it('hashes the selection and the other packages, so either change regenerates', () => {
    const hash = selectionHash(specs, ['@mui/x-data-grid@8.29.3']);
    expect(hash).toMatch(/^[0-9a-f]{12}$/);
    expect(selectionHash(specs, ['@mui/x-data-grid@8.29.4'])).not.toBe(hash);
    expect(selectionHash(specs.slice(1), ['@mui/x-data-grid@8.29.3'])).not.toBe(hash);
  });
});
