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
];

export default baseUi;
