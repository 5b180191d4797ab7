import {PROMOTIONS} from '../../../products/registry';
import {AD_DISPLAY_RATIO, pickPromotion} from '../pickPromotion';

describe('pickPromotion', () => {
  it('shows a promotion on one page view in ten', () => {
    expect(AD_DISPLAY_RATIO).toBe(0.1);
    expect(pickPromotion(PROMOTIONS, 'docs', 0.0999, 0)).toBeDefined();
    expect(pickPromotion(PROMOTIONS, 'docs', 0.1, 0)).toBeUndefined();
    expect(pickPromotion(PROMOTIONS, 'docs', 0.5, 0)).toBeUndefined();
  });

  it('never promotes the product the visitor is reading about', () => {
    for (const draw of [0, 0.3, 0.6, 0.99]) {
      expect(pickPromotion(PROMOTIONS, 'x-data-grid', 0, draw)?.productId).not.toBe('x-data-grid');
    }
  });

  it('spreads the picks over the candidates', () => {
    const ids = [0, 0.5, 0.999].map((draw) => pickPromotion(PROMOTIONS, 'docs', 0, draw)?.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('has nothing to show without promotions', () => {
    expect(pickPromotion([], 'docs', 0, 0)).toBeUndefined();
  });
});
