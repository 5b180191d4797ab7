import type {ReactNode} from 'react';
import {MaterialTheme} from '@site/src/branding/MuiIsland';

/**
 * Where most demos render: the site's Material UI theme (Material UI, MUI System, Base UI styled
 * with MUI System, the Data Grid, Toolpad). Joy UI demos render in their own provider instead
 * (JoyIsland): a Joy UI app has no Material UI theme, and Joy pages need not load it.
 */
export default function MaterialIsland({children}: {children: ReactNode}): ReactNode {
  return <MaterialTheme>{children}</MaterialTheme>;
}
