import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {safeGtag} from '@site/src/analytics/gtag';
import {PROMOTIONS, type Promotion} from '@site/src/products/registry';
import {useProduct} from '@site/src/products/useProduct';
import {pickPromotion} from './pickPromotion';
import styles from './styles.module.css';

/**
 * A house promotion, on one page view in ten. Decided after hydration (never in the static HTML)
 * and placed below the table of contents, so showing it moves nothing on the page.
 */
export default function AdSlot(): ReactNode {
  const {productId} = useProduct();
  const [promotion, setPromotion] = useState<Promotion>();

  useEffect(() => {
    const picked = pickPromotion(PROMOTIONS, productId, Math.random(), Math.random());
    setPromotion(picked);
    if (picked) {
      safeGtag('event', 'ad', {eventAction: 'display', eventLabel: picked.id});
    }
  }, [productId]);

  if (!promotion) {
    return null;
  }
  return (
    <aside className={styles.ad} aria-label="Promotion">
      <span className={styles.label}>From the MUI team</span>
      <p className={styles.text}>{promotion.text}</p>
      <Link
        to={promotion.href}
        data-ga-event-category="ad"
        data-ga-event-action="click"
        data-ga-event-label={promotion.id}>
        {promotion.cta}
      </Link>
    </aside>
  );
}
