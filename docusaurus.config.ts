import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {themes as prismThemes} from 'prism-react-renderer';
import {createSidebarItemsGenerator} from './src/page-trees/sidebarItemsGenerator';
import {getPageTreeSources} from './src/page-trees';
import {DOCS_INSTANCES, type DocsInstance} from './src/products/docsInstances';
import type {Options as PageTreesOptions} from './plugins/page-trees/options';

const SITE_URL = process.env.DOCS_SITE_URL ?? 'https://mui-docs.example.com';

function docsOptions(instance: DocsInstance): DocsOptions {
  return {
    id: instance.id,
    path: instance.path,
    routeBasePath: instance.routeBasePath,
    sidebarPath: './sidebars.ts',
    sidebarItemsGenerator: createSidebarItemsGenerator(instance),
    showLastUpdateTime: false,
    breadcrumbs: true,
  };
}

// The first instance goes through the preset (which owns the theme); the others are plugins.
const [presetInstance, ...pluginInstances] = DOCS_INSTANCES;

const config = {
  title: 'MUI Docs',
  tagline: 'Documentation for the MUI family of React component libraries',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: true,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'throw',
    },
  },

  // Docusaurus Faster (Rspack, SWC, Lightning CSS, SSG worker threads); its worker threads need the v4 flags.
  future: {
    v4: true,
    faster: true,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
  },

  presets: [
    [
      'classic',
      {
        docs: docsOptions(presetInstance),
        blog: false,
        theme: {
          customCss: ['./src/css/custom.css', './src/css/sidebar.css'],
        },
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ...pluginInstances.map((instance): PluginConfig => ['content-docs', docsOptions(instance)]),
    ['./plugins/page-trees/index.ts', {trees: getPageTreeSources()} satisfies PageTreesOptions],
  ],

  themeConfig: {
    colorMode: {
      respectPrefersColorScheme: true,
    },
    navbar: {
      title: 'MUI Docs',
      logo: {alt: 'MUI', src: 'img/products/docs.svg'},
      items: [
        {to: '/material-ui/getting-started/', label: 'Material UI', position: 'left'},
        {to: '/x/react-data-grid/', label: 'MUI X', position: 'left'},
        {to: '/toolpad/core/introduction/', label: 'Toolpad', position: 'left'},
      ],
    },
    docs: {
      sidebar: {
        hideable: true,
        autoCollapseCategories: false,
      },
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['bash', 'json'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
