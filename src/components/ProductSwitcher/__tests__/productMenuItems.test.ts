import {PRODUCTS} from '../../../products/registry';
import type {Product} from '../../../products/types';
import {getProductMenuItems} from '../productMenuItems';

describe('getProductMenuItems', () => {
  it('lists every product with its logo, name and tagline, linking to its docs', () => {
    const items = getProductMenuItems(PRODUCTS, 'material-ui');
    expect(items).toHaveLength(PRODUCTS.length);
    PRODUCTS.forEach((product, index) => {
      const item = items[index];
      expect(item?.to).toBe(product.href);
      expect(item?.html).toContain(`src="${product.logo}"`);
      // The menu is closed on load: its logos must not compete with the page for the network.
      expect(item?.html).toContain('loading="lazy"');
      expect(item?.html).toContain(product.name);
    });
  });

  it('marks only the current product', () => {
    const items = getProductMenuItems(PRODUCTS, 'x-data-grid');
    expect(items.filter((item) => item['aria-current'] === 'true').map((item) => item.to)).toEqual([
      '/x/react-data-grid/',
    ]);
  });

  it('keeps each item active below its product root', () => {
    expect(getProductMenuItems(PRODUCTS, 'docs').map((item) => item.activeBasePath)).toEqual([
      '/material-ui',
      '/base-ui',
      '/joy-ui',
      '/system',
      '/x',
      '/toolpad',
    ]);
  });

  it('escapes product data', () => {
    const product: Product = {
      id: 'system',
      name: '<b>Bold</b>',
      tagline: '"quoted" & more',
      logo: '/a.svg',
      href: '/system/',
      versions: [],
    };
    const [item] = getProductMenuItems([product], 'docs');
    expect(item?.html).toContain('&lt;b&gt;Bold&lt;/b&gt;');
    expect(item?.html).toContain('&quot;quoted&quot; &amp; more');
  });
});
