import type {PageTree} from './types';

// The docs-infrastructure section: guides for page authors. Its flag pages carry the flag they
// describe, so the sidebar here shows every badge the trees support.
const experiments: PageTree = [
  {kind: 'page', pathname: '/experiments/docs', title: 'Docs infrastructure'},
  {
    kind: 'group',
    title: 'Page tree flags',
    subheader: true,
    children: [
      {kind: 'page', pathname: '/experiments/docs/flags/new-feature', title: 'New', newFeature: true},
      {kind: 'page', pathname: '/experiments/docs/flags/beta', title: 'Beta', beta: true},
      {kind: 'page', pathname: '/experiments/docs/flags/unstable', title: 'Unstable', unstable: true},
      {kind: 'page', pathname: '/experiments/docs/flags/deprecated', title: 'Deprecated', deprecated: true},
      {kind: 'page', pathname: '/experiments/docs/flags/legacy', title: 'Legacy', legacy: true},
      {kind: 'page', pathname: '/experiments/docs/flags/plans', title: 'Plan marks', plan: 'pro'},
    ],
  },
  {
    kind: 'group',
    title: 'Authoring guides',
    children: [
      // Open work: the live-demo and API-reference issues add these guides.
      {kind: 'page', pathname: '/experiments/docs/writing-demos', title: 'Writing demos', planned: true},
      {kind: 'page', pathname: '/experiments/docs/api-pages', title: 'API reference pages', planned: true},
    ],
  },
];

export default experiments;
