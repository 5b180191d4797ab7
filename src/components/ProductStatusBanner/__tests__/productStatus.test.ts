import {getProductInfo} from '@site/src/products/getProductInfo';
import {getProductStatusNotice} from '../productStatus';

describe('getProductStatusNotice', () => {
  it('tells Toolpad Studio readers that MUI no longer develops it and points to Toolpad Core', () => {
    const notice = getProductStatusNotice(getProductInfo('/toolpad/studio/getting-started/').productId);
    expect(notice?.text).toContain('MUI no longer develops Toolpad Studio');
    expect(notice?.link).toEqual({label: 'Toolpad Core', href: '/toolpad/core/introduction/'});
  });

  it('shows nothing on the pages of products in development', () => {
    for (const pathname of ['/toolpad/core/introduction/', '/material-ui/react-button/', '/x/react-data-grid/']) {
      expect(getProductStatusNotice(getProductInfo(pathname).productId)).toBeUndefined();
    }
  });
});
