import {readGeneratedApiPages} from './apiPages';
import type {PageTree} from './types';

const joyUi: PageTree = [
  {
    kind: 'group',
    title: 'Getting started',
    children: [
      {kind: 'page', pathname: '/joy-ui/getting-started', title: 'Overview'},
      {kind: 'page', pathname: '/joy-ui/getting-started/installation', title: 'Installation'},
    ],
  },
  {
    kind: 'group',
    title: 'Component API',
    // Generated from the package's type declarations: one page per public component.
    children: readGeneratedApiPages('docs/joy-ui/api'),
  },
];

export default joyUi;
