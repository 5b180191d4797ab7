import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {themes as prismThemes} from 'prism-react-renderer';
import {createSidebarItemsGenerator} from './src/page-trees/sidebarItemsGenerator';
import {applyPageLayout} from './src/branding/pageLayout';
import {hostOf} from './src/pwa/policy';
import {isShellFile} from './src/pwa/worker/routes';
import {withReadableTokens} from './src/branding/prismThemes';
import {getPageTreeSources} from './src/page-trees';
import {getSearchSetup} from './plugins/search-index/setup';
import {API_REFERENCES} from './src/products/apiReferences';
import {DOCS_INSTANCES, type DocsInstance} from './src/products/docsInstances';
import type {Options as AnalyticsOptions} from './plugins/analytics/options';
import type {Options as ApiReferenceOptions} from './plugins/api-reference/options';
import type {Options as PageTreesOptions} from './plugins/page-trees/options';
import type {DemosOptions} from './plugins/demos/index';
import remarkHighlight from './plugins/build-time-highlight/remarkHighlight';
import remarkAdmonitionImports from './plugins/lean/client/admonition-imports/remarkAdmonitionImports';
import remarkThemeKeys, {type ThemeKeysOptions} from './plugins/theme-keys/remarkThemeKeys';
import {leanPluginNames, parsePatchList, withoutPatches} from './plugins/lean/patchList';
import {createSsrTemplate} from './plugins/lean/client/ssr-template/ssrTemplate';
import {docEditUrl, editBaseUrl, generatedDocMatcher} from './plugins/docs-meta/editUrl';
import {createLastUpdateVcs} from './plugins/docs-meta/vcs';
import {archivedVersionsOf} from './plugins/archived-versions/versions';

const SITE_URL = process.env.DOCS_SITE_URL ?? 'https://mui-docs.example.com';
/** The only host where the service worker registers (src/pwa): never localhost or previews. */
const PRODUCTION_HOST = process.env.DOCS_PRODUCTION_HOST ?? hostOf(SITE_URL);
/** Local full-text search, or Algolia DocSearch when the DOCSEARCH_* variables are set (README). */
const SEARCH = getSearchSetup(process.env);
/** "Edit this page" leads to the doc's file under DOCS_EDIT_URL, or to the API generator (plugins/docs-meta). */
const EDIT_BASE_URL = editBaseUrl(process.env);
const isGeneratedDoc = generatedDocMatcher(readFileSync(path.join(__dirname, '.gitignore'), 'utf8'));
/** Prism grammars beyond prism-react-renderer's own, for the browser and for build-time highlighting. */
const PRISM_ADDITIONAL_LANGUAGES = ['bash', 'json', 'diff'];
/** Code comments that highlight lines (Docusaurus's default), for the browser and the build. */
const PRISM_MAGIC_COMMENTS = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];
/** Markdown code blocks are highlighted and parsed at build time (no Prism in the browser for them). */
const REMARK_PLUGINS = [
  [remarkHighlight, {additionalLanguages: PRISM_ADDITIONAL_LANGUAGES, magicComments: PRISM_MAGIC_COMMENTS}],
  // Pages with admonitions import the component; others do not load it (plugins/lean/client/admonition-imports).
  remarkAdmonitionImports,
  // The `## API` list of a component page says each component's theme key (plugins/theme-keys).
  [remarkThemeKeys, {siteDir: __dirname, references: API_REFERENCES} satisfies ThemeKeysOptions],
] satisfies DocsOptions['remarkPlugins'];

function docsOptions(instance: DocsInstance): DocsOptions {
  return {
    id: instance.id,
    path: instance.path,
    routeBasePath: instance.routeBasePath,
    sidebarPath: './sidebars.ts',
    sidebarItemsGenerator: createSidebarItemsGenerator(instance),
    editUrl: ({versionDocsDirPath, docPath}) => docEditUrl(EDIT_BASE_URL, isGeneratedDoc, versionDocsDirPath, docPath),
    // Dated from git history at build time; no date without a full clone (plugins/docs-meta/vcs.ts).
    showLastUpdateTime: true,
    breadcrumbs: true,
    remarkPlugins: REMARK_PLUGINS,
    ...versioningOptions(instance),
  };
}

/** An instance with archived majors in the site (plugins/archived-versions): the latest at the root, each archive under its name. */
function versioningOptions(instance: DocsInstance): Partial<DocsOptions> {
  const archived = archivedVersionsOf(instance.id);
  if (archived.length === 0) return {};
  // No version badge: the navbar's version menu and an archive's banner already name the version,
  // and the badge's component would load on every doc page.
  return {
    lastVersion: 'current',
    versions: {
      current: {label: archived[0]?.latestLabel ?? 'latest', badge: false},
      ...Object.fromEntries(
        archived.map((version) => [
          version.name,
          {label: version.label, path: version.name, banner: 'unmaintained', badge: false},
        ]),
      ),
    },
  };
}

// The first instance goes through the preset (which owns the theme); the others are plugins.
const [presetInstance, ...pluginInstances] = DOCS_INSTANCES;

const config = {
  title: 'MUI Docs',
  tagline: 'Documentation for the MUI family of React component libraries',
  // The favicon: inline, so no request for it races the first paint (browsers fetch the icon on
  // `load`); and in `headTags`, which only the HTML carries, not the site config in main.js.
  headTags: [
    {
      tagName: 'link',
      attributes: {
        rel: 'icon',
        href: `data:image/svg+xml,${encodeURIComponent(readFileSync(path.join(__dirname, 'static/img/favicon.svg'), 'utf8').trim())}`,
      },
    },
  ],
  url: SITE_URL,
  baseUrl: '/',
  // The base URL warning is for a misconfigured deployment; the build and its tests catch that here.
  baseUrlIssueBanner: false,
  trailingSlash: true,

  // Docusaurus's page template, with the scripts started after the first paint (plugins/lean/client/ssr-template). The web
  // app manifest is linked then too: Chromium fetches it, then one of its icons, as the page loads.
  ssrTemplate: createSsrTemplate([{rel: 'manifest', href: '/manifest.json'}]),

  customFields: {productionHost: PRODUCTION_HOST, search: SEARCH.kind},
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
  // DOCS_FASTER=false turns Faster off, for `npm run bench` to compare build times.
  future: {
    v4: true,
    faster: process.env.DOCS_FASTER !== 'false',
    // Last-updated dates: the whole history read once, or none in a shallow clone or without git.
    experimental_vcs: createLastUpdateVcs(),
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
        pages: {remarkPlugins: REMARK_PLUGINS},
        theme: {
          customCss: ['./src/css/custom.css', './src/css/sidebar.css'],
        },
        sitemap: {
          // The offline page is the service worker's (src/pwa/worker), not a page to find.
          ignorePatterns: ['/offline/**'],
          lastmod: null,
          changefreq: null,
          priority: null,
        },
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-live-codeblock'],

  // DOCS_WITHOUT_PATCHES leaves lean-layer patches out, to measure what each saves (npm run bench:patches).
  plugins: withoutPatches<PluginConfig>(
    [
      ...pluginInstances.map((instance): PluginConfig => ['content-docs', docsOptions(instance)]),
      ['./plugins/page-trees/index.ts', {trees: getPageTreeSources} satisfies PageTreesOptions],
      './plugins/branding/index.ts',
      './plugins/server-bundle/index.ts',
      './plugins/lean/client/prism-on-demand/index.ts',
      './plugins/build-time-highlight/index.ts',
      './plugins/lean/generated/side-effect-free/index.ts',
      './plugins/lean/routing/idle-prefetch/index.ts',
      './plugins/lean/routing/route-chunk-scripts/index.ts',
      './plugins/lean/generated/lean-version-props/index.ts',
      './plugins/lean/generated/lean-site-config/index.ts',
      './plugins/lean/generated/lean-global-data/index.ts',
      './plugins/lean/client/inline-suspense-boundaries/index.ts',
      './plugins/lean/generated/unconfigured-theme-parts/index.ts',
      './plugins/lean/routing/lazy-progress-bar/index.ts',
      ...(SEARCH.kind === 'local' ? SEARCH.plugins : []),
      './plugins/lean/routing/static-route-matching/index.ts',
      './plugins/lean/generated/lean-tslib/index.ts',
      './plugins/lean/client/staged-startup/index.ts',
      './plugins/lean/client/transition-browser-context/index.ts',
      './plugins/lean/routing/lazy-route-components/index.ts',
      './plugins/lean/routing/split-route-table/index.ts',
      './plugins/lean/generated/code-unit-sort/index.ts',
      './plugins/lean/generated/compile-hints/index.ts',
      './plugins/lean/routing/chunk-file-names/index.ts',
      './plugins/lean/routing/chunk-name-map/index.ts',
      './plugins/lean/generated/purge-infima/index.ts',
      './plugins/lean/client/admonition-imports/index.ts',
      './plugins/lean/client/client-head/index.ts',
      './plugins/lean/routing/chunk-hash-tables/index.ts',
      './plugins/archived-versions/index.ts',
      ['./plugins/demos/index.ts', {xLicenseKey: process.env.MUI_X_LICENSE_KEY} satisfies DemosOptions],
      './plugins/markdown-export/index.ts',
      './plugins/icon-gallery/index.ts',
      // Checks that the API pages generated by `npm run generate:api` match the installed packages.
      ...API_REFERENCES.map((reference): PluginConfig => [
        './plugins/api-reference/index.ts',
        {...reference} satisfies ApiReferenceOptions,
      ]),
      // What "Make <product> available offline" downloads (src/pwa/offlineProducts.ts).
      './plugins/offline-bundles/index.ts',
      [
        '@docusaurus/plugin-pwa',
        {
          // Registration is ours (src/pwa/register.ts): production host only, with the update policy.
          swRegister: false,
          // The worker precaches the app shell only, and saves pages as they are read (src/pwa/worker).
          offlineModeActivationStrategies: ['always'],
          swCustom: path.join(__dirname, 'src/pwa/worker/index.js'),
          injectManifestConfig: {
            manifestTransforms: [
              <Entry extends {url: string}>(entries: Entry[]) => ({
                manifest: entries.filter((entry) => isShellFile(entry.url)),
                warnings: [],
              }),
            ],
            // Content-hashed names need no revision of their own.
            dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|css)$/,
          },
          // The manifest is linked by the page template, after the first paint (ssrTemplate above).
          pwaHead: [{tagName: 'link', rel: 'apple-touch-icon', href: '/img/pwa/icon-192.png'}],
        },
      ],
      // Google Analytics 4 only when a measurement id is given at build time (README).
      ['./plugins/analytics/index.ts', {measurementId: process.env.DOCS_GA_MEASUREMENT_ID} satisfies AnalyticsOptions],
    ],
    parsePatchList(process.env.DOCS_WITHOUT_PATCHES, leanPluginNames()),
  ),

  themeConfig: {
    ...(SEARCH.kind === 'algolia' ? {algolia: SEARCH.algolia} : {}),
    // The colour mode lives in `mui-mode` (plugins/branding sets it before paint, src/preferences); the settings
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
        {type: 'search', position: 'right'},
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
      additionalLanguages: PRISM_ADDITIONAL_LANGUAGES,
      magicComments: PRISM_MAGIC_COMMENTS,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
