import type {ProductId} from '../../products/types';
import type {Promotion} from '../../products/registry';

/** Share of page views that show a promotion (the design document's constants). */
export const AD_DISPLAY_RATIO = 0.1;

/**
 * The promotion for one page view, or none. `showDraw` decides whether this view shows one
 * (shown when below the ratio); `pickDraw` picks among the promotions of other products.
 */
export function pickPromotion(
  promotions: readonly Promotion[],
  currentProductId: ProductId,
  showDraw: number,
  pickDraw: number,
  ratio: number = AD_DISPLAY_RATIO,
): Promotion | undefined {
  if (!(showDraw < ratio)) {
    return undefined;
  }
  const candidates = promotions.filter((promotion) => promotion.productId !== currentProductId);
  const pool = candidates.length > 0 ? candidates : promotions;
  return pool[Math.min(pool.length - 1, Math.floor(pickDraw * pool.length))];
}
