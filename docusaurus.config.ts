import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {themes as prismThemes} from 'prism-react-renderer';
import {createSidebarItemsGenerator} from './src/page-trees/sidebarItemsGenerator';
import {applyPageLayout} from './src/branding/pageLayout';
import {hostOf} from './src/pwa/policy';
import {withReadableTokens} from './src/branding/prismThemes';
import {getPageTreeSources} from './src/page-trees';
import {DOCS_INSTANCES, type DocsInstance} from './src/products/docsInstances';
import type {Options as AnalyticsOptions} from './plugins/analytics/options';
import type {Options as PageTreesOptions} from './plugins/page-trees/options';

const SITE_URL = process.env.DOCS_SITE_URL ?? 'https://mui-docs.example.com';
/** The only host where the service worker registers (src/pwa): never localhost or previews. */
const PRODUCTION_HOST = process.env.DOCS_PRODUCTION_HOST ?? hostOf(SITE_URL);

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

  customFields: {productionHost: PRODUCTION_HOST},
  clientModules: ['./src/pwa/register.ts'],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'throw',
    },
    // Per-page layout from front matter (`layout: wide`), for docs and pages alike.
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      return {...result, frontMatter: applyPageLayout(result.frontMatter, params.filePath)};
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

  themes: ['@docusaurus/theme-live-codeblock'],

  plugins: [
    ...pluginInstances.map((instance): PluginConfig => ['content-docs', docsOptions(instance)]),
    ['./plugins/page-trees/index.ts', {trees: getPageTreeSources()} satisfies PageTreesOptions],
    './plugins/branding/index.ts',
    './plugins/demos/index.ts',
    [
      '@docusaurus/plugin-pwa',
      {
        // Registration is ours (src/pwa/register.ts): production host only, with the update policy.
        swRegister: false,
        offlineModeActivationStrategies: ['always'],
        pwaHead: [
          {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
          {tagName: 'link', rel: 'apple-touch-icon', href: '/img/pwa/icon-192.png'},
        ],
      },
    ],
    // Google Analytics 4 only when a measurement id is given at build time (README).
    ['./plugins/analytics/index.ts', {measurementId: process.env.DOCS_GA_MEASUREMENT_ID} satisfies AnalyticsOptions],
  ],

  themeConfig: {
    // The colour mode lives in `mui-mode` (plugins/color-mode, src/preferences); the settings
    // panel replaces the classic theme's switch.
    colorMode: {
      disableSwitch: true,
      respectPrefersColorScheme: true,
    },
    navbar: {
      logo: {alt: 'MUI Docs home', src: 'img/products/docs.svg', width: 32, height: 32},
      items: [
        {type: 'custom-productSwitcher', position: 'left'},
        {type: 'custom-versionMenu', position: 'left'},
        {to: '/versions/', label: 'Versions', position: 'right'},
        {href: 'https://mui.com/store/', label: 'Templates', position: 'right'},
        {href: 'https://mui.com/blog/', label: 'Blog', position: 'right'},
        {type: 'custom-settings', position: 'right'},
      ],
    },
    docs: {
      sidebar: {
        hideable: true,
        autoCollapseCategories: false,
      },
    },
    prism: {
      theme: withReadableTokens(prismThemes.github),
      darkTheme: withReadableTokens(prismThemes.dracula),
      additionalLanguages: ['bash', 'json'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
