import {readGeneratedApiPages} from './apiPages';
import type {PageTree} from './types';

const baseUi: PageTree = [
  {
    kind: 'group',
    title: 'Getting started',
    children: [
      {kind: 'page', pathname: '/base-ui/getting-started', title: 'Overview'},
      {kind: 'page', pathname: '/base-ui/getting-started/quickstart', title: 'Quickstart'},
    ],
  },
  {
    kind: 'group',
    title: 'APIs',
    // Generated from the package's declarations: each component page's components and hooks.
    children: readGeneratedApiPages('docs/base-ui/api'),
  },
];

export default baseUi;
