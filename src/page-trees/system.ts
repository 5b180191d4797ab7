import type {PageTree} from './types';

const system: PageTree = [
  {
    kind: 'group',
    title: 'Getting started',
    children: [
      {kind: 'page', pathname: '/system/getting-started', title: 'Overview'},
      {kind: 'page', pathname: '/system/getting-started/installation', title: 'Installation'},
    ],
  },
];

export default system;
