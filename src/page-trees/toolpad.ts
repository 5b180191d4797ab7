import type {PageTree} from './types';

const toolpad: PageTree = [
  {
    kind: 'group',
    title: 'Toolpad Core',
    children: [
      {kind: 'page', pathname: '/toolpad/core/introduction', title: 'Overview'},
      {kind: 'page', pathname: '/toolpad/core/introduction/installation', title: 'Installation'},
    ],
  },
];

export default toolpad;
