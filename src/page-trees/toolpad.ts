import {readGeneratedApiPages} from './apiPages';
import type {PageTree} from './types';

/**
 * Toolpad's navigation: Toolpad Core in the order and grouping of the reference site map, then
 * the Getting started and Concepts groups of Toolpad Studio, which MUI no longer develops.
 */
const toolpad: PageTree = [
  {
    kind: 'group',
    title: 'Introduction',
    children: [
      {kind: 'page', pathname: '/toolpad/core/introduction', title: 'Overview'},
      {kind: 'page', pathname: '/toolpad/core/introduction/installation', title: 'Installation'},
      {kind: 'page', pathname: '/toolpad/core/introduction/base-concepts', title: 'Base concepts'},
      {kind: 'page', pathname: '/toolpad/core/introduction/tutorial', title: 'Tutorial'},
      {kind: 'page', pathname: '/toolpad/core/introduction/examples', title: 'Examples'},
      {kind: 'page', pathname: '/toolpad/core/introduction/roadmap', title: 'Roadmap'},
      {kind: 'page', pathname: '/toolpad/core/introduction/support', title: 'Support'},
    ],
  },
  {
    kind: 'group',
    title: 'Integrations',
    children: [
      {kind: 'page', pathname: '/toolpad/core/integrations/nextjs-approuter', title: 'Next.js App Router'},
      {kind: 'page', pathname: '/toolpad/core/integrations/nextjs-pagesrouter', title: 'Next.js Pages Router'},
      {kind: 'page', pathname: '/toolpad/core/integrations/react-router', title: 'Vite with React Router'},
      {kind: 'page', pathname: '/toolpad/core/integrations/tanstack-router', title: 'TanStack Router'},
    ],
  },
  {
    kind: 'group',
    title: 'Components',
    children: [
      {kind: 'page', pathname: '/toolpad/core/all-components', title: 'All components'},
      {
        kind: 'group',
        title: 'Provider',
        subheader: true,
        children: [{kind: 'page', pathname: '/toolpad/core/react-app-provider', title: 'App Provider'}],
      },
      {
        kind: 'group',
        title: 'Layout',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/toolpad/core/react-dashboard-layout', title: 'Dashboard Layout'},
          {kind: 'page', pathname: '/toolpad/core/react-page-container', title: 'Page Container'},
        ],
      },
      {
        kind: 'group',
        title: 'Authentication',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/toolpad/core/react-sign-in-page', title: 'Sign-in Page'},
          {kind: 'page', pathname: '/toolpad/core/react-account', title: 'Account'},
        ],
      },
      {
        kind: 'group',
        title: 'Data',
        subheader: true,
        children: [{kind: 'page', pathname: '/toolpad/core/react-crud', title: 'CRUD'}],
      },
      {
        kind: 'group',
        title: 'Utils',
        subheader: true,
        children: [
          {kind: 'page', pathname: '/toolpad/core/react-use-dialogs', title: 'useDialogs'},
          {kind: 'page', pathname: '/toolpad/core/react-use-notifications', title: 'useNotifications'},
          {kind: 'page', pathname: '/toolpad/core/react-use-session', title: 'useSession'},
          {kind: 'page', pathname: '/toolpad/core/react-use-navigation', title: 'useNavigation'},
          {kind: 'page', pathname: '/toolpad/core/react-persistent-state', title: 'Persisted state'},
        ],
      },
    ],
  },
  {
    kind: 'group',
    title: 'APIs',
    // Generated from the package's type declarations: its components, then its hooks.
    children: [
      {
        kind: 'group',
        title: 'Components',
        subheader: true,
        children: readGeneratedApiPages('docs/toolpad/core/api', {kind: 'component'}),
      },
      {
        kind: 'group',
        title: 'Hooks',
        subheader: true,
        children: readGeneratedApiPages('docs/toolpad/core/api', {kind: 'hook'}),
      },
    ],
  },
  {
    kind: 'group',
    title: 'Toolpad Studio',
    children: [
      {
        kind: 'group',
        title: 'Getting Started',
        children: [
          {kind: 'page', pathname: '/toolpad/studio/getting-started', title: 'Overview'},
          {kind: 'page', pathname: '/toolpad/studio/getting-started/installation', title: 'Installation'},
          {kind: 'page', pathname: '/toolpad/studio/getting-started/why-toolpad', title: 'Why Toolpad Studio?'},
          {kind: 'page', pathname: '/toolpad/studio/getting-started/first-app', title: 'Build your first app'},
          {
            kind: 'group',
            title: 'Examples',
            children: [
              {kind: 'page', pathname: '/toolpad/studio/examples', title: 'Overview'},
              {kind: 'page', pathname: '/toolpad/studio/examples/npm-stats', title: 'npm stats'},
              {kind: 'page', pathname: '/toolpad/studio/examples/basic-crud-app', title: 'Basic CRUD application'},
              {kind: 'page', pathname: '/toolpad/studio/examples/qr-generator', title: 'QR Code generator'},
            ],
          },
          {kind: 'page', pathname: '/toolpad/studio/getting-started/roadmap', title: 'Roadmap'},
          {kind: 'page', pathname: '/toolpad/studio/getting-started/support', title: 'Support'},
        ],
      },
      {
        kind: 'group',
        title: 'Concepts',
        children: [
          {kind: 'page', pathname: '/toolpad/studio/concepts/building-ui', title: 'Building UI'},
          {
            kind: 'group',
            title: 'Connecting to data',
            children: [
              {kind: 'page', pathname: '/toolpad/studio/concepts/queries', title: 'Overview'},
              {kind: 'page', pathname: '/toolpad/studio/concepts/http-requests', title: 'HTTP requests'},
              {kind: 'page', pathname: '/toolpad/studio/concepts/custom-functions', title: 'Custom functions'},
              {kind: 'page', pathname: '/toolpad/studio/concepts/data-providers', title: 'Data providers'},
            ],
          },
          {kind: 'page', pathname: '/toolpad/studio/concepts/data-binding', title: 'Data binding'},
          {kind: 'page', pathname: '/toolpad/studio/concepts/event-handling', title: 'Event handling'},
          {kind: 'page', pathname: '/toolpad/studio/concepts/file-structure', title: 'File structure'},
          {kind: 'page', pathname: '/toolpad/studio/concepts/deployment', title: 'Deployment'},
          {kind: 'page', pathname: '/toolpad/studio/concepts/custom-components', title: 'Custom components'},
          {kind: 'page', pathname: '/toolpad/studio/concepts/theming', title: 'Theming'},
          {kind: 'page', pathname: '/toolpad/studio/concepts/page-properties', title: 'Page properties'},
          {
            kind: 'group',
            title: 'Authorization',
            children: [
              {kind: 'page', pathname: '/toolpad/studio/concepts/authentication', title: 'Authentication'},
              {kind: 'page', pathname: '/toolpad/studio/concepts/rbac', title: 'Role-based access control'},
            ],
          },
          {kind: 'page', pathname: '/toolpad/studio/concepts/custom-server', title: 'Custom server'},
        ],
      },
    ],
  },
];

export default toolpad;
