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
    title: 'Component API',
    // Generated from the package's type declarations: one page per public component.
    children: readGeneratedApiPages('docs/base-ui/api'),
  },
];

export default baseUi;
