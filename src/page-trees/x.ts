import type {PageTree} from './types';

const x: PageTree = [
  {
    kind: 'group',
    title: 'Data Grid',
    children: [
      {kind: 'page', pathname: '/x/react-data-grid', title: 'Overview'},
      {kind: 'page', pathname: '/x/react-data-grid/quickstart', title: 'Quickstart'},
    ],
  },
];

export default x;
