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
];

export default joyUi;
