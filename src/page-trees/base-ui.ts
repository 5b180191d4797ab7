import {readGeneratedApiPages} from './apiPages';
import type {PageTree} from './types';

/** Base UI's navigation, in the order and grouping of the reference site map. */
const baseUi: PageTree = [
  {
    kind: 'group',
    title: 'Getting started',
    children: [
      {kind: 'page', pathname: '/base-ui/getting-started', title: 'Overview'},
      {kind: 'page', pathname: '/base-ui/getting-started/quickstart', title: 'Quickstart'},
      {kind: 'page', pathname: '/base-ui/getting-started/usage', title: 'Usage'},
      {kind: 'page', pathname: '/base-ui/getting-started/customization', title: 'Customization'},
      {kind: 'page', pathname: '/base-ui/getting-started/accessibility', title: 'Accessibility'},
      {kind: 'page', pathname: '/base-ui/getting-started/roadmap', title: 'Roadmap'},
      {kind: 'page', pathname: '/base-ui/getting-started/support', title: 'Support'},
    ],
  },
  {
    kind: 'group',
    title: 'Components',
    children: [
      {kind: 'page', pathname: '/base-ui/all-components', title: 'All components'},
      {
        kind: 'group',
        title: 'Inputs',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/base-ui/react-autocomplete', title: 'Autocomplete'},
          {kind: 'page', pathname: '/base-ui/react-button', title: 'Button'},
          {kind: 'page', pathname: '/base-ui/react-checkbox', title: 'Checkbox'},
          {kind: 'page', pathname: '/base-ui/react-input', title: 'Input'},
          {kind: 'page', pathname: '/base-ui/react-number-input', title: 'Number Input', unstable: true},
          {kind: 'page', pathname: '/base-ui/react-radio-group', title: 'Radio Group'},
          {kind: 'page', pathname: '/base-ui/react-rating', title: 'Rating'},
          {kind: 'page', pathname: '/base-ui/react-select', title: 'Select'},
          {kind: 'page', pathname: '/base-ui/react-slider', title: 'Slider'},
          {kind: 'page', pathname: '/base-ui/react-switch', title: 'Switch'},
          {kind: 'page', pathname: '/base-ui/react-toggle-button-group', title: 'Toggle Button Group'},
        ],
      },
      {
        kind: 'group',
        title: 'Data display',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/base-ui/react-badge', title: 'Badge'},
          {kind: 'page', pathname: '/base-ui/react-tooltip', title: 'Tooltip'},
        ],
      },
      {
        kind: 'group',
        title: 'Feedback',
        subheader: true,
        children: [{kind: 'page', pathname: '/base-ui/react-snackbar', title: 'Snackbar'}],
      },
      {
        kind: 'group',
        title: 'Surfaces',
        subheader: true,
        children: [{kind: 'page', pathname: '/base-ui/react-accordion', title: 'Accordion'}],
      },
      {
        kind: 'group',
        title: 'Navigation',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/base-ui/react-drawer', title: 'Drawer'},
          {kind: 'page', pathname: '/base-ui/react-menu', title: 'Menu'},
          {kind: 'page', pathname: '/base-ui/react-pagination', title: 'Pagination'},
          {kind: 'page', pathname: '/base-ui/react-table-pagination', title: 'Table Pagination'},
          {kind: 'page', pathname: '/base-ui/react-tabs', title: 'Tabs'},
        ],
      },
      {
        kind: 'group',
        title: 'Utils',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/base-ui/react-click-away-listener', title: 'Click-Away Listener'},
          {kind: 'page', pathname: '/base-ui/react-focus-trap', title: 'Focus Trap'},
          {kind: 'page', pathname: '/base-ui/react-form-control', title: 'Form Control'},
          {kind: 'page', pathname: '/base-ui/react-modal', title: 'Modal'},
          {kind: 'page', pathname: '/base-ui/react-no-ssr', title: 'No-SSR'},
          {kind: 'page', pathname: '/base-ui/react-popper', title: 'Popper'},
          {kind: 'page', pathname: '/base-ui/react-popup', title: 'Popup', unstable: true},
          {kind: 'page', pathname: '/base-ui/react-portal', title: 'Portal'},
          {kind: 'page', pathname: '/base-ui/react-textarea-autosize', title: 'Textarea Autosize'},
          {kind: 'page', pathname: '/base-ui/react-transitions', title: 'Transitions'},
        ],
      },
    ],
  },
  {
    kind: 'group',
    title: 'APIs',
    // Generated from the package's declarations: each component page's components and hooks.
    children: [
      {
        kind: 'group',
        title: 'Components',
        subheader: true,
        children: readGeneratedApiPages('docs/base-ui/api', {kind: 'component'}),
      },
      {
        kind: 'group',
        title: 'Hooks',
        subheader: true,
        children: readGeneratedApiPages('docs/base-ui/api', {kind: 'hook'}),
      },
    ],
  },
  {
    kind: 'group',
    title: 'How-to guides',
    children: [
      {kind: 'page', pathname: '/base-ui/guides/working-with-tailwind-css', title: 'Working with Tailwind CSS'},
      {
        kind: 'page',
        pathname: '/base-ui/guides/overriding-component-structure',
        title: 'Overriding component structure',
      },
      {kind: 'page', pathname: '/base-ui/guides/next-js-app-router', title: 'Next.js App Router'},
    ],
  },
];

export default baseUi;
