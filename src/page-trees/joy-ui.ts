import {readGeneratedApiPages} from './apiPages';
import type {PageTree} from './types';

/** Joy UI's navigation, in the order and grouping of the reference site map. */
const joyUi: PageTree = [
  {
    kind: 'group',
    title: 'Getting started',
    children: [
      {kind: 'page', pathname: '/joy-ui/getting-started', title: 'Overview'},
      {kind: 'page', pathname: '/joy-ui/getting-started/installation', title: 'Installation'},
      {kind: 'page', pathname: '/joy-ui/getting-started/usage', title: 'Usage'},
      {kind: 'page', pathname: '/joy-ui/getting-started/tutorial', title: 'Tutorial'},
      {kind: 'page', pathname: '/joy-ui/getting-started/templates', title: 'Templates'},
      {kind: 'page', pathname: '/joy-ui/getting-started/roadmap', title: 'Roadmap'},
      {kind: 'page', pathname: '/joy-ui/getting-started/support', title: 'Support'},
      {
        kind: 'group',
        title: 'Main features',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/joy-ui/main-features/global-variants', title: 'Global variants'},
          {kind: 'page', pathname: '/joy-ui/main-features/color-inversion', title: 'Color inversion'},
          {kind: 'page', pathname: '/joy-ui/main-features/automatic-adjustment', title: 'Automatic adjustment'},
          {kind: 'page', pathname: '/joy-ui/main-features/dark-mode-optimization', title: 'Dark mode optimization'},
        ],
      },
    ],
  },
  {
    kind: 'group',
    title: 'Components',
    children: [
      {
        kind: 'group',
        title: 'Inputs',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/joy-ui/react-autocomplete', title: 'Autocomplete'},
          {kind: 'page', pathname: '/joy-ui/react-button', title: 'Button'},
          {kind: 'page', pathname: '/joy-ui/react-button-group', title: 'Button Group'},
          {kind: 'page', pathname: '/joy-ui/react-checkbox', title: 'Checkbox'},
          {kind: 'page', pathname: '/joy-ui/react-input', title: 'Input'},
          {kind: 'page', pathname: '/joy-ui/react-radio-button', title: 'Radio Button'},
          {kind: 'page', pathname: '/joy-ui/react-select', title: 'Select'},
          {kind: 'page', pathname: '/joy-ui/react-slider', title: 'Slider'},
          {kind: 'page', pathname: '/joy-ui/react-switch', title: 'Switch'},
          {kind: 'page', pathname: '/joy-ui/react-textarea', title: 'Textarea'},
          {kind: 'page', pathname: '/joy-ui/react-text-field', title: 'Text Field'},
          {kind: 'page', pathname: '/joy-ui/react-toggle-button-group', title: 'Toggle Button Group'},
        ],
      },
      {
        kind: 'group',
        title: 'Data display',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/joy-ui/react-aspect-ratio', title: 'Aspect Ratio'},
          {kind: 'page', pathname: '/joy-ui/react-avatar', title: 'Avatar'},
          {kind: 'page', pathname: '/joy-ui/react-badge', title: 'Badge'},
          {kind: 'page', pathname: '/joy-ui/react-chip', title: 'Chip'},
          {kind: 'page', pathname: '/joy-ui/react-divider', title: 'Divider'},
          {kind: 'page', pathname: '/joy-ui/react-list', title: 'List'},
          {kind: 'page', pathname: '/joy-ui/react-table', title: 'Table'},
          {kind: 'page', pathname: '/joy-ui/react-tooltip', title: 'Tooltip'},
          {kind: 'page', pathname: '/joy-ui/react-typography', title: 'Typography'},
        ],
      },
      {
        kind: 'group',
        title: 'Feedback',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/joy-ui/react-alert', title: 'Alert'},
          {kind: 'page', pathname: '/joy-ui/react-circular-progress', title: 'Circular Progress'},
          {kind: 'page', pathname: '/joy-ui/react-linear-progress', title: 'Linear Progress'},
          {kind: 'page', pathname: '/joy-ui/react-modal', title: 'Modal'},
          {kind: 'page', pathname: '/joy-ui/react-skeleton', title: 'Skeleton'},
          {kind: 'page', pathname: '/joy-ui/react-snackbar', title: 'Snackbar'},
        ],
      },
      {
        kind: 'group',
        title: 'Surfaces',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/joy-ui/react-accordion', title: 'Accordion'},
          {kind: 'page', pathname: '/joy-ui/react-card', title: 'Card'},
          {kind: 'page', pathname: '/joy-ui/react-sheet', title: 'Sheet'},
        ],
      },
      {
        kind: 'group',
        title: 'Navigation',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/joy-ui/react-breadcrumbs', title: 'Breadcrumbs'},
          {kind: 'page', pathname: '/joy-ui/react-drawer', title: 'Drawer'},
          {kind: 'page', pathname: '/joy-ui/react-link', title: 'Link'},
          {kind: 'page', pathname: '/joy-ui/react-menu', title: 'Menu'},
          {kind: 'page', pathname: '/joy-ui/react-stepper', title: 'Stepper'},
          {kind: 'page', pathname: '/joy-ui/react-tabs', title: 'Tabs'},
        ],
      },
      {
        kind: 'group',
        title: 'Layout',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/joy-ui/react-box', title: 'Box'},
          {kind: 'page', pathname: '/joy-ui/react-grid', title: 'Grid'},
          {kind: 'page', pathname: '/joy-ui/react-stack', title: 'Stack'},
        ],
      },
      {
        kind: 'group',
        title: 'Utils',
        subheader: true,
        children: [{kind: 'page', pathname: '/joy-ui/react-css-baseline', title: 'CSS Baseline'}],
      },
    ],
  },
  {
    kind: 'group',
    title: 'APIs',
    // Generated from the package's type declarations: one page per public component.
    children: readGeneratedApiPages('docs/joy-ui/api'),
  },
  {
    kind: 'group',
    title: 'Customization',
    children: [
      {kind: 'page', pathname: '/joy-ui/customization/approaches', title: 'Approaches'},
      {
        kind: 'group',
        title: 'Theme',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/joy-ui/customization/theme-colors', title: 'Colors'},
          {kind: 'page', pathname: '/joy-ui/customization/theme-shadow', title: 'Shadow'},
          {kind: 'page', pathname: '/joy-ui/customization/theme-typography', title: 'Typography'},
          {kind: 'page', pathname: '/joy-ui/customization/themed-components', title: 'Components'},
        ],
      },
      {
        kind: 'group',
        title: 'Guides',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/joy-ui/customization/dark-mode', title: 'Dark mode'},
          {kind: 'page', pathname: '/joy-ui/customization/using-css-variables', title: 'Using CSS variables'},
          {
            kind: 'page',
            pathname: '/joy-ui/customization/creating-themed-components',
            title: 'Creating themed components',
          },
          {
            kind: 'page',
            pathname: '/joy-ui/customization/overriding-component-structure',
            title: 'Overriding the component structure',
          },
          {kind: 'page', pathname: '/joy-ui/customization/right-to-left', title: 'Right-to-left support'},
        ],
      },
      {
        kind: 'group',
        title: 'Tools',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/joy-ui/customization/default-theme-viewer', title: 'Default theme viewer'},
          {kind: 'page', pathname: '/joy-ui/customization/theme-builder', title: 'Theme builder'},
        ],
      },
    ],
  },
  {
    kind: 'group',
    title: 'Integrations',
    children: [
      {kind: 'page', pathname: '/joy-ui/integrations/next-js-app-router', title: 'Next.js App Router'},
      {kind: 'page', pathname: '/joy-ui/integrations/material-ui', title: 'Usage with Material UI'},
      {kind: 'page', pathname: '/joy-ui/integrations/icon-libraries', title: 'Using other icon libraries'},
    ],
  },
  {
    kind: 'group',
    title: 'Migration',
    children: [
      {kind: 'page', pathname: '/joy-ui/migration/migrating-default-theme', title: 'Migrating the default theme'},
    ],
  },
];

export default joyUi;
