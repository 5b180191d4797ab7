import type {ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import {X_LICENSE_KEY} from './licenseKey';

const PLANS = {
  pro: {name: 'Pro', component: 'DataGridPro', packageName: '@mui/x-data-grid-pro'},
  premium: {name: 'Premium', component: 'DataGridPremium', packageName: '@mui/x-data-grid-premium'},
} as const;

/**
 * The one sentence a Pro or Premium page owes its reader: which commercial package its demos
 * run, and why a watermark shows over them when this build has no licence key.
 */
export default function XPlanNote({plan}: {plan: keyof typeof PLANS}): ReactNode {
  const {name, component, packageName} = PLANS[plan];
  return (
    <Admonition type="info" title={`${name} plan`}>
      <p>
        The demos on this page run <code>{component}</code> from <code>{packageName}</code>, which needs a commercial{' '}
        {name} licence;{' '}
        {X_LICENSE_KEY
          ? 'this site is built with a licence key, so the grids show no watermark.'
          : 'this build of the site has no licence key, so MUI’s own watermark shows over the grids.'}
      </p>
    </Admonition>
  );
}
