import {getProduct} from '../../../products/registry';
import {getVersionMenuItems} from '../versionMenuItems';

describe('getVersionMenuItems', () => {
  it('ticks the current Material UI version and links v6, v5, v4 and all versions', () => {
    const items = getVersionMenuItems(getProduct('material-ui'));
    expect(items[0]).toMatchObject({to: '/material-ui/getting-started/', 'aria-current': 'true'});
    expect(items[0]?.html).toContain('✓');
    expect(items[0]?.html).toContain('v7.0.0');
    expect(items.slice(1).map((item) => [item.label, item.href ?? item.to])).toEqual([
      ['v6', 'https://v6.mui.com/material-ui/getting-started/'],
      ['v5', 'https://v5.mui.com/material-ui/getting-started/'],
      ['v4', 'https://v4.mui.com/'],
      ['View all versions', '/versions/'],
    ]);
  });

  it("shows only the product's own versions", () => {
    const items = getVersionMenuItems(getProduct('joy-ui'));
    expect(items).toHaveLength(2);
    expect(items[0]?.html).toContain('v5.0.0-beta.49');
    expect(items[1]).toEqual({to: '/versions/', label: 'View all versions'});
  });
});
