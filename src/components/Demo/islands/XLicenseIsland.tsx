import type {ReactNode} from 'react';
import {LicenseInfo} from '@mui/x-license';
import {X_LICENSE_KEY} from '@site/src/components/XLicense/licenseKey';
import MaterialIsland from './MaterialIsland';

// Set once, when the first Pro or Premium demo of a page loads (its module imports this one first).
if (X_LICENSE_KEY) {
  LicenseInfo.setLicenseKey(X_LICENSE_KEY);
}

/** Where a Pro or Premium grid demo renders: the Material UI theme, once the licence key is set. */
export default function XLicenseIsland({children}: {children: ReactNode}): ReactNode {
  return <MaterialIsland>{children}</MaterialIsland>;
}
