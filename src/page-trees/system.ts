import {readGeneratedApiPages} from './apiPages';
import type {PageTree} from './types';

/** MUI System's navigation, in the order and grouping of the reference site map. */
const system: PageTree = [
  {
    kind: 'group',
    title: 'Getting started',
    children: [
      {kind: 'page', pathname: '/system/getting-started', title: 'Overview'},
      {kind: 'page', pathname: '/system/getting-started/installation', title: 'Installation'},
      {kind: 'page', pathname: '/system/getting-started/usage', title: 'Usage'},
      {kind: 'page', pathname: '/system/getting-started/the-sx-prop', title: 'The sx prop'},
      {kind: 'page', pathname: '/system/getting-started/custom-components', title: 'Custom components'},
      {kind: 'page', pathname: '/system/getting-started/support', title: 'Support'},
    ],
  },
  {
    kind: 'group',
    title: 'Style utilities',
    children: [
      {kind: 'page', pathname: '/system/properties', title: 'Properties'},
      {kind: 'page', pathname: '/system/borders', title: 'Borders'},
      {kind: 'page', pathname: '/system/display', title: 'Display'},
      {kind: 'page', pathname: '/system/flexbox', title: 'Flexbox'},
      {kind: 'page', pathname: '/system/grid', title: 'Grid'},
      {kind: 'page', pathname: '/system/palette', title: 'Palette'},
      {kind: 'page', pathname: '/system/positions', title: 'Positions'},
      {kind: 'page', pathname: '/system/shadows', title: 'Shadows'},
      {kind: 'page', pathname: '/system/sizing', title: 'Sizing'},
      {kind: 'page', pathname: '/system/spacing', title: 'Spacing'},
      {kind: 'page', pathname: '/system/screen-readers', title: 'Screen readers'},
      {kind: 'page', pathname: '/system/typography', title: 'Typography'},
      {kind: 'page', pathname: '/system/styled', title: 'styled'},
    ],
  },
  {
    kind: 'group',
    title: 'Components',
    children: [
      {kind: 'page', pathname: '/system/react-box', title: 'Box'},
      {kind: 'page', pathname: '/system/react-container', title: 'Container'},
      {kind: 'page', pathname: '/system/react-grid', title: 'Grid'},
      {kind: 'page', pathname: '/system/react-stack', title: 'Stack'},
    ],
  },
  {
    kind: 'group',
    title: 'Migration',
    children: [{kind: 'page', pathname: '/system/migration/migrating-to-v6', title: 'Migrating to v6'}],
  },
  {
    kind: 'group',
    title: 'APIs',
    // Generated from the package's type declarations: Box, Container, Grid and Stack.
    children: readGeneratedApiPages('docs/system/api'),
  },
  {
    kind: 'group',
    title: 'Experimental APIs',
    children: [
      {kind: 'page', pathname: '/system/experimental-api/configure-the-sx-prop', title: 'Configure the sx prop'},
      {kind: 'page', pathname: '/system/experimental-api/css-theme-variables', title: 'CSS Theme Variables'},
    ],
  },
  {
    kind: 'group',
    title: 'Styles',
    legacy: true,
    children: [
      {kind: 'page', pathname: '/system/styles/basics', title: 'Basics'},
      {kind: 'page', pathname: '/system/styles/advanced', title: 'Advanced'},
      {kind: 'page', pathname: '/system/styles/api', title: 'APIs'},
    ],
  },
];

export default system;
