import {editTree} from '../editTree';
import type {PageTree} from '../types';

const tree: PageTree = [
  {
    kind: 'group',
    title: 'Layout',
    newFeature: true,
    children: [
      {kind: 'page', pathname: '/p/grid', title: 'Grid'},
      {kind: 'page', pathname: '/p/grid-legacy', title: 'GridLegacy', deprecated: true},
    ],
  },
  {kind: 'group', title: 'Upgrade to v7', children: [{kind: 'page', pathname: '/p/upgrade-to-v7'}]},
  {kind: 'link', href: 'https://example.com/', title: 'Store'},
];

describe('editTree', () => {
  it('removes, replaces and unflags in place, and drops a group left empty', () => {
    expect(
      editTree(tree, {
        remove: ['/p/upgrade-to-v7'],
        replace: {'/p/grid-legacy': [{kind: 'page', pathname: '/p/grid2', title: 'Grid v2'}]},
        unflag: ['Layout'],
      }),
    ).toEqual([
      {
        kind: 'group',
        title: 'Layout',
        children: [
          {kind: 'page', pathname: '/p/grid', title: 'Grid'},
          {kind: 'page', pathname: '/p/grid2', title: 'Grid v2'},
        ],
      },
      {kind: 'link', href: 'https://example.com/', title: 'Store'},
    ]);
  });

  it('fails naming every edit that matches no node', () => {
    expect(() => editTree(tree, {remove: ['/p/gone'], replace: {'/p/old': []}, unflag: ['Nope']})).toThrow(
      'These page tree edits match no node of the tree: /p/gone, /p/old, Nope.',
    );
  });
});
