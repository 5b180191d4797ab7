import {readGeneratedApiPages} from './apiPages';
import type {PageTree} from './types';

const materialUi: PageTree = [
  {
    kind: 'group',
    title: 'Getting started',
    children: [
      {kind: 'page', pathname: '/material-ui/getting-started', title: 'Overview'},
      {kind: 'page', pathname: '/material-ui/getting-started/installation', title: 'Installation'},
    ],
  },
  {
    kind: 'group',
    title: 'Components',
    children: [
      {
        kind: 'group',
        title: 'Inputs',
        subheader: true,
        children: [{kind: 'page', pathname: '/material-ui/react-button', title: 'Button'}],
      },
    ],
  },
  {
    kind: 'group',
    title: 'Component API',
    // Generated from @mui/material's type declarations: one page per public component.
    children: readGeneratedApiPages('docs/material-ui/api'),
  },
  {
    kind: 'link',
    href: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=sidenav',
    title: 'Template store',
    icon: 'WebIcon',
  },
];

export default materialUi;
