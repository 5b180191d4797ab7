import {readGeneratedApiPages} from './apiPages';
import type {PageTree} from './types';

/** The Data Grid's commercial packages: their API pages carry the plan's badge. */
const PLANS = {'@mui/x-data-grid-pro': 'pro', '@mui/x-data-grid-premium': 'premium'} as const;

/** The Data Grid's navigation, in the order and grouping of the reference site map. */
const x: PageTree = [
  {
    kind: 'group',
    title: 'Data Grid',
    children: [
      {kind: 'page', pathname: '/x/react-data-grid', title: 'Overview'},
      {kind: 'page', pathname: '/x/react-data-grid/quickstart', title: 'Quickstart'},
      {kind: 'page', pathname: '/x/react-data-grid/features', title: 'Features'},
      {
        kind: 'group',
        title: 'Demos',
        children: [
          {kind: 'page', pathname: '/x/react-data-grid/demos/real-time-data', title: 'Real-time data'},
          {kind: 'page', pathname: '/x/react-data-grid/demos/time-off-calendar', title: 'Time off calendar'},
          {kind: 'page', pathname: '/x/react-data-grid/demos/inventory', title: 'Inventory'},
        ],
      },
      {
        kind: 'group',
        title: 'Main features',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/x/react-data-grid/layout', title: 'Layout'},
          {
            kind: 'group',
            title: 'Columns',
            children: [
              {kind: 'page', pathname: '/x/react-data-grid/column-definition', title: 'Column definition'},
              {kind: 'page', pathname: '/x/react-data-grid/column-dimensions', title: 'Column dimensions'},
              {kind: 'page', pathname: '/x/react-data-grid/column-visibility', title: 'Column visibility'},
              {kind: 'page', pathname: '/x/react-data-grid/custom-columns', title: 'Custom columns'},
              {kind: 'page', pathname: '/x/react-data-grid/column-header', title: 'Column header'},
              {kind: 'page', pathname: '/x/react-data-grid/column-menu', title: 'Column menu'},
              {kind: 'page', pathname: '/x/react-data-grid/column-spanning', title: 'Column spanning'},
              {kind: 'page', pathname: '/x/react-data-grid/column-groups', title: 'Column groups'},
              {kind: 'page', pathname: '/x/react-data-grid/column-ordering', title: 'Column reordering', plan: 'pro'},
              {kind: 'page', pathname: '/x/react-data-grid/column-pinning', title: 'Column pinning', plan: 'pro'},
              {kind: 'page', pathname: '/x/react-data-grid/column-recipes', title: 'Recipes'},
            ],
          },
          {
            kind: 'group',
            title: 'Rows',
            children: [
              {kind: 'page', pathname: '/x/react-data-grid/row-definition', title: 'Row definition'},
              {kind: 'page', pathname: '/x/react-data-grid/row-updates', title: 'Row updates'},
              {kind: 'page', pathname: '/x/react-data-grid/row-height', title: 'Row height'},
              {kind: 'page', pathname: '/x/react-data-grid/row-spanning', title: 'Row spanning', newFeature: true},
              {
                kind: 'page',
                pathname: '/x/react-data-grid/master-detail',
                title: 'Master-detail row panels',
                plan: 'pro',
              },
              {kind: 'page', pathname: '/x/react-data-grid/row-ordering', title: 'Row reordering', plan: 'pro'},
              {kind: 'page', pathname: '/x/react-data-grid/row-pinning', title: 'Row pinning', plan: 'pro'},
              {kind: 'page', pathname: '/x/react-data-grid/row-recipes', title: 'Recipes'},
            ],
          },
          {kind: 'page', pathname: '/x/react-data-grid/cells', title: 'Cells'},
          {
            kind: 'group',
            title: 'Editing',
            children: [
              {kind: 'page', pathname: '/x/react-data-grid/editing', title: 'Overview'},
              {kind: 'page', pathname: '/x/react-data-grid/editing/persistence', title: 'Persistence'},
              {
                kind: 'page',
                pathname: '/x/react-data-grid/editing/custom-edit-component',
                title: 'Custom edit component',
              },
              {kind: 'page', pathname: '/x/react-data-grid/editing/editing-events', title: 'Editing events'},
              {kind: 'page', pathname: '/x/react-data-grid/recipes-editing', title: 'Recipes editing'},
            ],
          },
          {kind: 'page', pathname: '/x/react-data-grid/sorting', title: 'Sorting'},
          {
            kind: 'group',
            title: 'Filtering',
            children: [
              {kind: 'page', pathname: '/x/react-data-grid/filtering', title: 'Overview'},
              {kind: 'page', pathname: '/x/react-data-grid/filtering/customization', title: 'Customization'},
              {kind: 'page', pathname: '/x/react-data-grid/filtering/quick-filter', title: 'Quick filter'},
              {kind: 'page', pathname: '/x/react-data-grid/filtering/server-side', title: 'Server-side filtering'},
              {
                kind: 'page',
                pathname: '/x/react-data-grid/filtering/multi-filters',
                title: 'Multi-filters',
                plan: 'pro',
              },
              {
                kind: 'page',
                pathname: '/x/react-data-grid/filtering/header-filters',
                title: 'Header filters',
                plan: 'pro',
              },
              {kind: 'page', pathname: '/x/react-data-grid/filtering-recipes', title: 'Recipes'},
            ],
          },
          {kind: 'page', pathname: '/x/react-data-grid/pagination', title: 'Pagination'},
          {
            kind: 'group',
            title: 'Selection',
            children: [
              {kind: 'page', pathname: '/x/react-data-grid/row-selection', title: 'Row selection'},
              {kind: 'page', pathname: '/x/react-data-grid/cell-selection', title: 'Cell selection', plan: 'premium'},
            ],
          },
          {kind: 'page', pathname: '/x/react-data-grid/virtualization', title: 'Virtualization'},
          {kind: 'page', pathname: '/x/react-data-grid/accessibility', title: 'Accessibility'},
          {kind: 'page', pathname: '/x/react-data-grid/localization', title: 'Localization'},
        ],
      },
      {
        kind: 'group',
        title: 'Advanced features',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/x/react-data-grid/tree-data', title: 'Tree data', plan: 'pro'},
          {
            kind: 'group',
            title: 'Row grouping',
            plan: 'premium',
            children: [
              {kind: 'page', pathname: '/x/react-data-grid/row-grouping', title: 'Overview'},
              {kind: 'page', pathname: '/x/react-data-grid/recipes-row-grouping', title: 'Recipes'},
            ],
          },
          {kind: 'page', pathname: '/x/react-data-grid/aggregation', title: 'Aggregation', plan: 'premium'},
          {
            kind: 'group',
            title: 'Pivoting',
            newFeature: true,
            plan: 'premium',
            children: [
              {kind: 'page', pathname: '/x/react-data-grid/pivoting', title: 'Overview'},
              {kind: 'page', pathname: '/x/react-data-grid/pivoting-explained', title: 'Understanding pivoting'},
            ],
          },
          {kind: 'page', pathname: '/x/react-data-grid/export', title: 'Export'},
          {kind: 'page', pathname: '/x/react-data-grid/clipboard', title: 'Copy and paste'},
          {kind: 'page', pathname: '/x/react-data-grid/scrolling', title: 'Scrolling'},
          {kind: 'page', pathname: '/x/react-data-grid/list-view', title: 'List view', plan: 'pro'},
          {
            kind: 'group',
            title: 'Server-side data',
            newFeature: true,
            children: [
              {kind: 'page', pathname: '/x/react-data-grid/server-side-data', title: 'Overview'},
              {
                kind: 'page',
                pathname: '/x/react-data-grid/server-side-data/tree-data',
                title: 'Tree data',
                plan: 'pro',
              },
              {
                kind: 'page',
                pathname: '/x/react-data-grid/server-side-data/lazy-loading',
                title: 'Lazy loading',
                plan: 'pro',
              },
              {
                kind: 'page',
                pathname: '/x/react-data-grid/server-side-data/row-grouping',
                title: 'Row grouping',
                plan: 'premium',
              },
              {
                kind: 'page',
                pathname: '/x/react-data-grid/server-side-data/aggregation',
                title: 'Aggregation',
                plan: 'premium',
              },
              {kind: 'page', pathname: '/x/react-data-grid/server-side-data/recipes', title: 'Recipes'},
            ],
          },
          {
            kind: 'page',
            pathname: '/x/react-data-grid/ai-assistant',
            title: 'AI Assistant',
            newFeature: true,
            plan: 'premium',
          },
        ],
      },
      {
        kind: 'group',
        title: 'Components',
        subheader: true,
        newFeature: true,
        children: [
          {kind: 'page', pathname: '/x/react-data-grid/components/usage', title: 'Usage'},
          {kind: 'page', pathname: '/x/react-data-grid/components/toolbar', title: 'Toolbar'},
          {kind: 'page', pathname: '/x/react-data-grid/components/export', title: 'Export'},
          {kind: 'page', pathname: '/x/react-data-grid/components/quick-filter', title: 'Quick Filter'},
          {
            kind: 'page',
            pathname: '/x/react-data-grid/components/columns-panel',
            title: 'Columns Panel',
          },
          {kind: 'page', pathname: '/x/react-data-grid/components/filter-panel', title: 'Filter Panel'},
          {
            kind: 'page',
            pathname: '/x/react-data-grid/components/prompt-field',
            title: 'Prompt Field',
            plan: 'premium',
          },
          {
            kind: 'page',
            pathname: '/x/react-data-grid/components/pivot-panel',
            title: 'Pivot Panel',
            plan: 'premium',
          },
          {
            kind: 'page',
            pathname: '/x/react-data-grid/components/ai-assistant-panel',
            title: 'AI Assistant Panel',
            plan: 'premium',
          },
        ],
      },
      {
        kind: 'group',
        title: 'Customization',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/x/react-data-grid/style', title: 'Styling basics'},
          {kind: 'page', pathname: '/x/react-data-grid/style-recipes', title: 'Styling recipes'},
          {kind: 'page', pathname: '/x/react-data-grid/overlays', title: 'Overlays'},
          {kind: 'page', pathname: '/x/react-data-grid/components', title: 'Custom subcomponents'},
        ],
      },
      {
        kind: 'group',
        title: 'Resources',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/x/react-data-grid/api-object', title: 'API object'},
          {kind: 'page', pathname: '/x/react-data-grid/events', title: 'Events'},
          {kind: 'page', pathname: '/x/react-data-grid/state', title: 'State'},
          {kind: 'page', pathname: '/x/react-data-grid/performance', title: 'Performance'},
        ],
      },
    ],
  },
  {
    kind: 'group',
    title: 'API reference',
    // Generated from the three packages' declarations, each item from the lowest tier that exports it.
    children: [
      ...readGeneratedApiPages('docs/x/api/data-grid', {kind: 'index'}),
      {
        kind: 'group',
        title: 'Components',
        subheader: true,
        children: readGeneratedApiPages('docs/x/api/data-grid', {kind: 'component', plans: PLANS}),
      },
      {
        kind: 'group',
        title: 'Interfaces',
        subheader: true,
        children: readGeneratedApiPages('docs/x/api/data-grid', {kind: 'interface', plans: PLANS}),
      },
    ],
  },
  {
    kind: 'group',
    title: 'Migration',
    children: [
      {
        kind: 'group',
        title: 'Upgrade to v8',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/x/migration/migration-data-grid-v7', title: 'Breaking changes: Data Grid'},
        ],
      },
      {
        kind: 'group',
        title: 'Upgrade to v7',
        children: [
          {kind: 'page', pathname: '/x/migration/migration-data-grid-v6', title: 'Breaking changes: Data Grid'},
        ],
      },
      {
        kind: 'group',
        title: 'Upgrade to v6',
        children: [
          {kind: 'page', pathname: '/x/migration/migration-data-grid-v5', title: 'Breaking changes: Data Grid'},
        ],
      },
      {
        kind: 'group',
        title: 'Earlier versions',
        children: [
          {kind: 'page', pathname: '/x/migration/migration-data-grid-v4', title: 'Migration from v4 to v5 (Data Grid)'},
        ],
      },
    ],
  },
];

export default x;
