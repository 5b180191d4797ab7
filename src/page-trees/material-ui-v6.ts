import {editTree} from './editTree';
import {materialUiTree} from './material-ui';
import type {PageTree} from './types';

/**
 * Material UI v6's navigation (the archived version at /material-ui/6.x/): the latest tree with
 * v6's API pages (generated from @mui/material 6 and @mui/lab 6), without the v7 upgrade guide,
 * and v6's names for the grids: `Grid` is the older grid (deprecated in 6.5.0) and `Grid2` the newer
 * one, which v7 renamed GridLegacy and Grid.
 */
const materialUiV6: PageTree = editTree(
  materialUiTree(['material-ui_versioned_docs/version-6.x/api', 'material-ui_versioned_docs/version-6.x/api/lab']),
  {
    remove: ['/material-ui/migration/upgrade-to-v7'],
    replace: {
      '/material-ui/react-grid': [{kind: 'page', pathname: '/material-ui/react-grid', title: 'Grid', deprecated: true}],
      '/material-ui/react-grid-legacy': [{kind: 'page', pathname: '/material-ui/react-grid2', title: 'Grid v2'}],
    },
  },
);

export default materialUiV6;
