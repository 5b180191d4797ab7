import {readGeneratedApiPages} from './apiPages';
import type {PageTree} from './types';

/**
 * Material UI's navigation, in the order and grouping of the reference site map, with the API pages
 * generated into `apiDirs`. MUI X and Toolpad entries are links: the Data Grid has its docs on this
 * site, the others on mui.com.
 */
export function materialUiTree(apiDirs: readonly string[]): PageTree {
  return [
    {
      kind: 'group',
      title: 'Getting started',
      children: [
        {kind: 'page', pathname: '/material-ui/getting-started', title: 'Overview'},
        {kind: 'page', pathname: '/material-ui/getting-started/installation', title: 'Installation'},
        {kind: 'page', pathname: '/material-ui/getting-started/usage', title: 'Usage'},
        {kind: 'page', pathname: '/material-ui/getting-started/example-projects', title: 'Example projects'},
        {kind: 'page', pathname: '/material-ui/getting-started/templates', title: 'Templates'},
        {kind: 'page', pathname: '/material-ui/getting-started/learn', title: 'Learn'},
        {kind: 'page', pathname: '/material-ui/getting-started/design-resources', title: 'Design resources'},
        {kind: 'page', pathname: '/material-ui/getting-started/faq', title: 'FAQs'},
        {kind: 'page', pathname: '/material-ui/getting-started/supported-components', title: 'Supported components'},
        {kind: 'page', pathname: '/material-ui/getting-started/supported-platforms', title: 'Supported platforms'},
        {kind: 'page', pathname: '/material-ui/getting-started/support', title: 'Support'},
      ],
    },
    {
      kind: 'group',
      title: 'Components',
      children: [
        {kind: 'page', pathname: '/material-ui/all-components', title: 'All components'},
        {
          kind: 'group',
          title: 'Inputs',
          subheader: true,
          children: [
            {kind: 'page', pathname: '/material-ui/react-autocomplete', title: 'Autocomplete'},
            {kind: 'page', pathname: '/material-ui/react-button', title: 'Button'},
            {kind: 'page', pathname: '/material-ui/react-button-group', title: 'Button Group'},
            {kind: 'page', pathname: '/material-ui/react-checkbox', title: 'Checkbox'},
            {kind: 'page', pathname: '/material-ui/react-floating-action-button', title: 'Floating Action Button'},
            {kind: 'page', pathname: '/material-ui/react-radio-button', title: 'Radio Group'},
            {kind: 'page', pathname: '/material-ui/react-rating', title: 'Rating'},
            {kind: 'page', pathname: '/material-ui/react-select', title: 'Select'},
            {kind: 'page', pathname: '/material-ui/react-slider', title: 'Slider'},
            {kind: 'page', pathname: '/material-ui/react-switch', title: 'Switch'},
            {kind: 'page', pathname: '/material-ui/react-text-field', title: 'Text Field'},
            {kind: 'page', pathname: '/material-ui/react-transfer-list', title: 'Transfer List'},
            {kind: 'page', pathname: '/material-ui/react-toggle-button', title: 'Toggle Button'},
          ],
        },
        {
          kind: 'group',
          title: 'Data display',
          subheader: true,
          children: [
            {kind: 'page', pathname: '/material-ui/react-avatar', title: 'Avatar'},
            {kind: 'page', pathname: '/material-ui/react-badge', title: 'Badge'},
            {kind: 'page', pathname: '/material-ui/react-chip', title: 'Chip'},
            {kind: 'page', pathname: '/material-ui/react-divider', title: 'Divider'},
            {kind: 'page', pathname: '/material-ui/icons', title: 'Icons'},
            {kind: 'page', pathname: '/material-ui/material-icons', title: 'Material Icons'},
            {kind: 'page', pathname: '/material-ui/react-list', title: 'List'},
            {kind: 'page', pathname: '/material-ui/react-table', title: 'Table'},
            {kind: 'page', pathname: '/material-ui/react-tooltip', title: 'Tooltip'},
            {kind: 'page', pathname: '/material-ui/react-typography', title: 'Typography'},
          ],
        },
        {
          kind: 'group',
          title: 'Feedback',
          subheader: true,
          children: [
            {kind: 'page', pathname: '/material-ui/react-alert', title: 'Alert'},
            {kind: 'page', pathname: '/material-ui/react-backdrop', title: 'Backdrop'},
            {kind: 'page', pathname: '/material-ui/react-dialog', title: 'Dialog'},
            {kind: 'page', pathname: '/material-ui/react-progress', title: 'Progress'},
            {kind: 'page', pathname: '/material-ui/react-skeleton', title: 'Skeleton'},
            {kind: 'page', pathname: '/material-ui/react-snackbar', title: 'Snackbar'},
          ],
        },
        {
          kind: 'group',
          title: 'Surfaces',
          subheader: true,
          children: [
            {kind: 'page', pathname: '/material-ui/react-accordion', title: 'Accordion'},
            {kind: 'page', pathname: '/material-ui/react-app-bar', title: 'App Bar'},
            {kind: 'page', pathname: '/material-ui/react-card', title: 'Card'},
            {kind: 'page', pathname: '/material-ui/react-paper', title: 'Paper'},
          ],
        },
        {
          kind: 'group',
          title: 'Navigation',
          subheader: true,
          children: [
            {kind: 'page', pathname: '/material-ui/react-bottom-navigation', title: 'Bottom Navigation'},
            {kind: 'page', pathname: '/material-ui/react-breadcrumbs', title: 'Breadcrumbs'},
            {kind: 'page', pathname: '/material-ui/react-drawer', title: 'Drawer'},
            {kind: 'page', pathname: '/material-ui/react-link', title: 'Link'},
            {kind: 'page', pathname: '/material-ui/react-menu', title: 'Menu'},
            {kind: 'page', pathname: '/material-ui/react-pagination', title: 'Pagination'},
            {kind: 'page', pathname: '/material-ui/react-speed-dial', title: 'Speed Dial'},
            {kind: 'page', pathname: '/material-ui/react-stepper', title: 'Stepper'},
            {kind: 'page', pathname: '/material-ui/react-tabs', title: 'Tabs'},
          ],
        },
        {
          kind: 'group',
          title: 'Layout',
          subheader: true,
          children: [
            {kind: 'page', pathname: '/material-ui/react-box', title: 'Box'},
            {kind: 'page', pathname: '/material-ui/react-container', title: 'Container'},
            {kind: 'page', pathname: '/material-ui/react-grid', title: 'Grid'},
            {kind: 'page', pathname: '/material-ui/react-grid-legacy', title: 'GridLegacy', deprecated: true},
            {kind: 'page', pathname: '/material-ui/react-stack', title: 'Stack'},
            {kind: 'page', pathname: '/material-ui/react-image-list', title: 'Image List'},
          ],
        },
        {
          kind: 'group',
          title: 'Utils',
          subheader: true,
          children: [
            {kind: 'page', pathname: '/material-ui/react-click-away-listener', title: 'Click-Away Listener'},
            {kind: 'page', pathname: '/material-ui/react-css-baseline', title: 'CSS Baseline'},
            {kind: 'page', pathname: '/material-ui/react-init-color-scheme-script', title: 'InitColorSchemeScript'},
            {kind: 'page', pathname: '/material-ui/react-modal', title: 'Modal'},
            {kind: 'page', pathname: '/material-ui/react-no-ssr', title: 'No SSR'},
            {kind: 'page', pathname: '/material-ui/react-popover', title: 'Popover'},
            {kind: 'page', pathname: '/material-ui/react-popper', title: 'Popper'},
            {kind: 'page', pathname: '/material-ui/react-portal', title: 'Portal'},
            {kind: 'page', pathname: '/material-ui/react-textarea-autosize', title: 'Textarea Autosize'},
            {kind: 'page', pathname: '/material-ui/transitions', title: 'Transitions'},
            {kind: 'page', pathname: '/material-ui/react-use-media-query', title: 'useMediaQuery'},
          ],
        },
        {
          kind: 'group',
          title: 'MUI X',
          subheader: true,
          children: [
            {kind: 'link', href: '/x/react-data-grid/', title: 'Data Grid'},
            {kind: 'link', href: 'https://mui.com/x/react-date-pickers/', title: 'Date and Time Pickers'},
            {kind: 'link', href: 'https://mui.com/x/react-charts/', title: 'Charts'},
            {kind: 'link', href: 'https://mui.com/x/react-tree-view/', title: 'Tree View'},
          ],
        },
        {
          kind: 'group',
          title: 'Toolpad Core',
          subheader: true,
          children: [
            {
              kind: 'link',
              href: 'https://mui.com/toolpad/core/react-dashboard-layout/',
              title: 'Dashboard Layout',
              newFeature: true,
            },
            {
              kind: 'link',
              href: 'https://mui.com/toolpad/core/react-sign-in-page/',
              title: 'Sign-in Page',
              newFeature: true,
            },
          ],
        },
        {
          kind: 'group',
          title: 'Lab',
          subheader: true,
          children: [
            {kind: 'page', pathname: '/material-ui/about-the-lab', title: 'About the lab'},
            {kind: 'page', pathname: '/material-ui/react-masonry', title: 'Masonry'},
            {kind: 'page', pathname: '/material-ui/react-timeline', title: 'Timeline'},
          ],
        },
      ],
    },
    {
      kind: 'group',
      title: 'Component API',
      // Generated from the type declarations of @mui/material (one page per public component) and
      // of the @mui/lab components MUI documents with them, in one alphabetical list.
      children: apiDirs
        .flatMap((dir) => readGeneratedApiPages(dir))
        .sort((a, b) => a.pathname.localeCompare(b.pathname, 'en')),
    },
    {
      kind: 'group',
      title: 'Customization',
      children: [
        {kind: 'page', pathname: '/material-ui/customization/how-to-customize', title: 'How to customize'},
        {
          kind: 'page',
          pathname: '/material-ui/customization/overriding-component-structure',
          title: 'Overriding Component Structure',
        },
        {kind: 'page', pathname: '/material-ui/customization/dark-mode', title: 'Dark mode'},
        {kind: 'page', pathname: '/material-ui/customization/color', title: 'Color'},
        {kind: 'page', pathname: '/material-ui/customization/right-to-left', title: 'Right-to-left'},
        {kind: 'page', pathname: '/material-ui/customization/shadow-dom', title: 'Shadow DOM'},
        {
          kind: 'group',
          title: 'Theme',
          subheader: true,
          children: [
            {kind: 'page', pathname: '/material-ui/customization/default-theme', title: 'Default theme viewer'},
            {kind: 'page', pathname: '/material-ui/customization/theming', title: 'Customizing the theme'},
            {
              kind: 'page',
              pathname: '/material-ui/customization/creating-themed-components',
              title: 'Creating themed components',
            },
            {kind: 'page', pathname: '/material-ui/customization/theme-components', title: 'Components'},
          ],
        },
        {
          kind: 'group',
          title: 'Tokens',
          subheader: true,
          children: [
            {kind: 'page', pathname: '/material-ui/customization/palette', title: 'Palette'},
            {kind: 'page', pathname: '/material-ui/customization/typography', title: 'Typography'},
            {kind: 'page', pathname: '/material-ui/customization/spacing', title: 'Spacing'},
            {kind: 'page', pathname: '/material-ui/customization/breakpoints', title: 'Breakpoints'},
            {
              kind: 'page',
              pathname: '/material-ui/customization/container-queries',
              title: 'Container queries',
              newFeature: true,
            },
            {kind: 'page', pathname: '/material-ui/customization/density', title: 'Density'},
            {kind: 'page', pathname: '/material-ui/customization/z-index', title: 'z-index'},
            {kind: 'page', pathname: '/material-ui/customization/transitions', title: 'Transitions'},
          ],
        },
        {
          kind: 'group',
          title: 'CSS variables',
          subheader: true,
          newFeature: true,
          children: [
            {kind: 'page', pathname: '/material-ui/customization/css-theme-variables/overview', title: 'Overview'},
            {kind: 'page', pathname: '/material-ui/customization/css-theme-variables/usage', title: 'Basic usage'},
            {
              kind: 'page',
              pathname: '/material-ui/customization/css-theme-variables/configuration',
              title: 'Advanced configuration',
            },
          ],
        },
        {
          kind: 'group',
          title: 'Styles',
          subheader: true,
          children: [
            {
              kind: 'page',
              pathname: '/material-ui/customization/css-layers',
              title: 'Cascade layers',
              newFeature: true,
            },
          ],
        },
      ],
    },
    {
      kind: 'group',
      title: 'How-to guides',
      children: [
        {kind: 'page', pathname: '/material-ui/guides/minimizing-bundle-size', title: 'Minimizing bundle size'},
        {kind: 'page', pathname: '/material-ui/guides/server-rendering', title: 'Server rendering'},
        {kind: 'page', pathname: '/material-ui/guides/responsive-ui', title: 'Responsive UI'},
        {kind: 'page', pathname: '/material-ui/guides/testing', title: 'Testing'},
        {kind: 'page', pathname: '/material-ui/guides/localization', title: 'Localization'},
        {kind: 'page', pathname: '/material-ui/guides/api', title: 'API design approach'},
        {kind: 'page', pathname: '/material-ui/guides/typescript', title: 'TypeScript'},
        {kind: 'page', pathname: '/material-ui/guides/composition', title: 'Composition'},
        {kind: 'page', pathname: '/material-ui/guides/content-security-policy', title: 'Content Security Policy'},
        {
          kind: 'page',
          pathname: '/material-ui/guides/configuring-bundlers-for-css-imports',
          title: 'Configuring bundlers for CSS imports',
        },
      ],
    },
    {
      kind: 'group',
      title: 'Integrations',
      children: [
        {
          kind: 'page',
          pathname: '/material-ui/integrations/tailwindcss/tailwindcss-v4',
          title: 'Tailwind CSS v4 integration',
          newFeature: true,
        },
        {kind: 'page', pathname: '/material-ui/integrations/nextjs', title: 'Next.js integration', newFeature: true},
        {kind: 'page', pathname: '/material-ui/integrations/routing', title: 'Routing libraries'},
        {kind: 'page', pathname: '/material-ui/integrations/styled-components', title: 'Usage with styled-components'},
        {kind: 'page', pathname: '/material-ui/integrations/interoperability', title: 'Style library interoperability'},
        {kind: 'page', pathname: '/material-ui/integrations/theme-scoping', title: 'Theme scoping'},
      ],
    },
    {
      kind: 'group',
      title: 'Experimental APIs',
      children: [
        {kind: 'page', pathname: '/material-ui/experimental-api/classname-generator', title: 'ClassName generator'},
        {kind: 'page', pathname: '/material-ui/experimental-api/pigment-css', title: 'Pigment CSS'},
      ],
    },
    {
      kind: 'group',
      title: 'Migration',
      children: [
        {kind: 'page', pathname: '/material-ui/migration/upgrade-to-grid-v2', title: 'Upgrade to Grid v2'},
        {
          kind: 'page',
          pathname: '/material-ui/migration/pickers-migration',
          title: 'Migration from @material-ui/pickers',
        },
        {
          kind: 'group',
          title: 'Upgrade to v7',
          subheader: true,
          children: [
            {kind: 'page', pathname: '/material-ui/migration/upgrade-to-v7', title: 'Upgrade to v7: getting started'},
          ],
        },
        {
          kind: 'group',
          title: 'Upgrade to v6',
          subheader: true,
          children: [
            {kind: 'page', pathname: '/material-ui/migration/upgrade-to-v6', title: 'Upgrade to v6: getting started'},
            {
              kind: 'page',
              pathname: '/material-ui/migration/migrating-from-deprecated-apis',
              title: 'Migrating from deprecated APIs',
            },
            {
              kind: 'page',
              pathname: '/material-ui/migration/migrating-to-pigment-css',
              title: 'Migrating to Pigment CSS',
            },
          ],
        },
        {
          kind: 'group',
          title: 'Upgrade to v5',
          subheader: true,
          children: [
            {kind: 'page', pathname: '/material-ui/migration/migration-v4', title: 'Migrating to v5: getting started'},
            {
              kind: 'page',
              pathname: '/material-ui/migration/v5-style-changes',
              title: 'Breaking changes: style and theme',
            },
            {
              kind: 'page',
              pathname: '/material-ui/migration/v5-component-changes',
              title: 'Breaking changes: components',
            },
            {
              kind: 'page',
              pathname: '/material-ui/migration/migrating-from-jss',
              title: 'Migrating from JSS (optional)',
            },
            {kind: 'page', pathname: '/material-ui/migration/troubleshooting', title: 'Troubleshooting'},
          ],
        },
        {
          kind: 'group',
          title: 'Earlier versions',
          subheader: true,
          children: [
            {kind: 'page', pathname: '/material-ui/migration/migration-v3', title: 'Migration from v3 to v4'},
            {kind: 'page', pathname: '/material-ui/migration/migration-v0x', title: 'Migration from v0.x to v1'},
          ],
        },
      ],
    },
    {
      kind: 'group',
      title: 'Discover more',
      children: [
        {kind: 'page', pathname: '/material-ui/discover-more/showcase', title: 'Showcase'},
        {kind: 'page', pathname: '/material-ui/discover-more/related-projects', title: 'Related projects'},
        {kind: 'page', pathname: '/material-ui/discover-more/roadmap', title: 'Roadmap'},
        {kind: 'page', pathname: '/material-ui/discover-more/backers', title: 'Sponsors and Backers'},
        {kind: 'page', pathname: '/material-ui/discover-more/vision', title: 'Vision'},
        {kind: 'page', pathname: '/material-ui/discover-more/changelog', title: 'Changelog'},
      ],
    },
    {
      kind: 'group',
      title: 'Design resources',
      children: [
        {kind: 'page', pathname: '/material-ui/design-resources/material-ui-for-figma', title: 'Figma Design Kit'},
        {
          kind: 'page',
          pathname: '/material-ui/design-resources/material-ui-sync',
          title: 'Figma Sync plugin',
          unstable: true,
        },
      ],
    },
    {
      kind: 'link',
      href: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=sidenav',
      title: 'Template store',
      icon: 'WebIcon',
      // Clicks on the store link are counted (analytics click events).
      linkProps: {'data-ga-event-category': 'sidebar', 'data-ga-event-action': 'template-store'},
    },
  ];
}

/** The tree of the latest version; archived versions edit it (material-ui-v6.ts). */
export default materialUiTree(['docs/material-ui/api', 'docs/material-ui/api/lab']);
