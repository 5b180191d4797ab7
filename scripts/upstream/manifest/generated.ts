// Generated files, site data and bundled libraries: part of the upstream manifest (index.ts).
import type {ManifestPatch} from '../patchGain';

export const GENERATED_PATCHES: readonly ManifestPatch[] = [
  {
    plugin: 'plugins/lean/generated/lean-global-data',
    browserHalf: [],
    what: 'A loader empties the per-version doc lists of the docs plugin instances in the generated globalData.json (most of it, in main.js), keeping versions, paths and main docs; both builds get the same data.',
    gain: {
      firstVisitKb: {home: 7.8, guide: 7.8, component: 7.8, api: 7.8},
      source: 'npm run bench:patches, 2026-11-27',
    },
    upstream: [
      {
        file: '@docusaurus/core/lib/server/codegen/codegen.js',
        sha256: '611cf627307a668cad034f2a00e6218347b0fb9136cac2fe6ec9d3cff39a57df',
        reliesOn:
          'genGlobalData writes `.docusaurus/globalData.json` as JSON (`JSON.stringify(globalData, null, 2)`), the file the loader parses and rewrites.',
      },
      {
        file: '@docusaurus/plugin-content-docs/lib/globalData.js',
        sha256: '192cde2ebaf1ba1424d9a9be9a0f03f77cc4e8385ca36a6c577899fe98df9920',
        reliesOn:
          "puts each version's `docs` array (id, path, sidebar) under `docusaurus-plugin-content-docs.<id>.versions[]`, the lists emptied.",
      },
      {
        file: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
        sha256: '444c91b32c4a549ccf1710e995635887b6cd2433e6dce6a2bfbf17ecc2bf6ca3',
        reliesOn:
          'the readers of `version.docs`: getActiveDocContext (`activeVersion.docs.find`) and alternate-version lookups, which find no doc in an empty list rather than fail.',
      },
      {
        file: '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
        sha256: 'cab6060db00dcb796b74288d22d84fac9f64ea83c0b20a109ed377b35726f6d6',
        reliesOn:
          "useLayoutDoc reads `versions.flatMap(v => v.docs)` and throws when a doc id is missing: only the doc/docSidebar navbar items call it, which the site's navbar does not use.",
      },
    ],
  },
  {
    plugin: 'plugins/lean/generated/lean-site-config',
    browserHalf: [],
    what: 'A client-build loader drops the server-only keys (ssrTemplate, plugins, themes, presets, headTags, markdown, i18n, storage...) and all `future` flags but experimental_router from the generated docusaurus.config.mjs that main.js carries; the server keeps the whole config.',
    gain: {
      firstVisitKb: {home: 6.0, guide: 6.0, component: 6.0, api: 6.0},
      source: 'npm run bench:patches, 2026-11-27',
    },
    upstream: [
      {
        file: '@docusaurus/core/lib/server/codegen/codegen.js',
        sha256: '611cf627307a668cad034f2a00e6218347b0fb9136cac2fe6ec9d3cff39a57df',
        reliesOn:
          'genSiteConfig writes `.docusaurus/docusaurus.config.mjs` as a comment banner then `export default <JSON.stringify(siteConfig, null, 2)>;`, the shape withoutServerOnlyConfig parses; i18n and storage also reach the client through their own generated modules (i18n.json, site-storage.json).',
      },
    ],
  },
  {
    plugin: 'plugins/lean/generated/lean-version-props',
    browserHalf: [],
    what: "A loader strips the per-doc entries from the docs plugin's version route props (read only by useDocById, i.e. DocCard), drops `unlisted: false` from sidebar items and turns doc links' docId into the mark 'doc'.",
    gain: {
      firstVisitKb: {home: 0.1, guide: 16.5, component: 16.5, api: 16.5},
      source: 'npm run bench:patches, 2026-11-27',
    },
    upstream: [
      {
        file: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
        sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
        reliesOn:
          'generateRoutePropModule writes route props to `<generated>/<plugin.name>/<plugin.id>/p/<docuHash>.json`, the path DOCS_ROUTE_PROPS matches.',
      },
      {
        file: '@docusaurus/plugin-content-docs/lib/routes.js',
        sha256: '5292463cb424aa027fbebf9c14b4f2f29bfdc557659f18e5b00df60200458a35',
        reliesOn:
          'gives the docs version root route `props: {version: toVersionMetadataProp(...)}`, the props file recognised by its `version.docsSidebars` and `version.docs`.',
      },
      {
        file: '@docusaurus/plugin-content-docs/lib/props.js',
        sha256: '26b2e7cd95c0f81203f657442942280cb73a1da075148941b240c5f5c11adcad',
        reliesOn:
          'toVersionMetadataProp: `docsSidebars` items with `docId` and `unlisted`, and `docs` keyed by id, the fields trimmed.',
      },
      {
        file: '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
        sha256: 'cab6060db00dcb796b74288d22d84fac9f64ea83c0b20a109ed377b35726f6d6',
        reliesOn:
          'the readers: useDocById reads `version.docs[id]` (throws `no version doc found by id=` when absent), sidebar item `unlisted` is only tested for truth, and useSidebarBreadcrumbs only tests `item.docId` for truth.',
      },
    ],
  },
  {
    plugin: 'plugins/lean/generated/code-unit-sort',
    browserHalf: [],
    what: 'A bundler loader rewrites two `localeCompare` sorts in Docusaurus client modules to code-unit comparisons, so the first page load does not build an ICU collator; exact-text rewrites that fail the build if the text changes.',
    gain: {
      effect: 'No ICU collator is built during hydration: a 40 ms task on a 4x-throttled phone when the patch landed.',
      source: 'commit bc4bcd8, a Chromium trace at 4x CPU throttling',
    },
    upstream: [
      {
        file: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
        sha256: '444c91b32c4a549ccf1710e995635887b6cd2433e6dce6a2bfbf17ecc2bf6ca3',
        reliesOn:
          'contains `b[1].path.localeCompare(a[1].path)` exactly once (sorting docs plugin instances by base path, longest first), rewritten to a code-unit comparison.',
      },
      {
        file: '@docusaurus/theme-common/lib/utils/reactUtils.js',
        sha256: 'a683742dac1a155bbd1c355601dedc1eeb7cc5edd7331cab26043c74233dca11',
        reliesOn:
          "contains `a[0].localeCompare(b[0])` exactly once (sorting object keys for a memo's dependency list), rewritten to a code-unit comparison.",
      },
    ],
  },
  {
    plugin: 'plugins/lean/generated/unconfigured-theme-parts',
    browserHalf: [],
    what: "Replaces the classic theme's Footer and AnnouncementBar with a component that renders nothing when their themeConfig option (`footer`, `announcementBar`) is not set, keeping their code, sub-components and styles out of main.js and the stylesheet.",
    gain: {
      firstVisitKb: {home: 1.3, guide: 1.3, component: 1.3, api: 1.3},
      source: 'npm run bench:patches, 2026-11-27',
    },
    upstream: [
      {
        file: '@docusaurus/theme-classic/lib/theme/Footer/index.js',
        sha256: '6ce037aaac9dbf6380bf177a3d80e8827feb35d8c0ac74510e9666e9b35f25dc',
        reliesOn:
          'replaced when themeConfig.footer is unset; it returns null when `useThemeConfig().footer` is falsy, so rendering nothing is equivalent.',
      },
      {
        file: '@docusaurus/theme-classic/lib/theme/AnnouncementBar/index.js',
        sha256: '3b497461548ccc36df1a4b45387491736b90b43189a1dda8867c15cea7022113',
        reliesOn:
          'replaced when themeConfig.announcementBar is unset; it returns null unless useAnnouncementBar() reports it active, which needs that option.',
      },
    ],
  },
  {
    plugin: 'plugins/lean/generated/side-effect-free',
    browserHalf: [],
    what: "Marks react-is, hoist-non-react-statics and parse-numeric-range (wherever installed) as free of side effects (`sideEffects: false` module rule), so their unused imports (react-router's dev-only prop checks and withRouter, theme-common's line-range parser) are dropped from main.js.",
    gain: {
      firstVisitKb: {home: 1.0, guide: 1.2, component: 0.2, api: 1.2},
      source: 'npm run bench:patches, 2026-11-27',
    },
    upstream: [
      {
        file: 'react-router/node_modules/react-is/cjs/react-is.production.min.js',
        sha256: 'edea7246e3282e6bcfc3589a31f512343212dced2eb0f789da3e4903060b6d5d',
        reliesOn:
          "react-is 16.13.1 (react-router's nested copy, no `sideEffects` field; index.js requires this file in production): defines values only, so it may be dropped when unused.",
      },
      {
        file: 'hoist-non-react-statics/dist/hoist-non-react-statics.cjs.js',
        sha256: 'ed989cf3e42997ae8e7f7144a5504329d24e8383968b27f11fa20f941fa4a784',
        reliesOn: 'hoist-non-react-statics 3.3.2 (no `sideEffects` field): defines values only.',
      },
      {
        file: 'hoist-non-react-statics/node_modules/react-is/cjs/react-is.production.min.js',
        sha256: 'edea7246e3282e6bcfc3589a31f512343212dced2eb0f789da3e4903060b6d5d',
        reliesOn: 'the react-is 16.13.1 copy hoist-non-react-statics requires: defines values only.',
      },
      {
        file: 'parse-numeric-range/index.js',
        sha256: '4a8a2fd7ad1e26435e7887723704c97ef62eaf80fd7ca7e13d2d579a468377ef',
        reliesOn: 'parse-numeric-range 1.3.0 (no `sideEffects` field): defines values only.',
      },
      {
        file: 'react-router/esm/react-router.js',
        sha256: '959b74b77b5f2b69ac588c508f2d9b4d9b5cc26efa16a85de0ebed4b645c7b07',
        reliesOn:
          'imports `react-is` (isValidElementType, used only in development prop-type checks) and `hoist-non-react-statics` (used only by withRouter), the imports that become removable.',
      },
      {
        file: '@docusaurus/theme-common/lib/utils/codeBlockUtils.js',
        sha256: 'ade5a2056ef4f591fb50b88ab28e29e8e470de4de320a1512970a09040c35af1',
        reliesOn:
          'imports `parse-numeric-range` for the line-range parser, which only the on-demand code block path calls.',
      },
    ],
  },
  {
    plugin: 'plugins/lean/generated/lean-tslib',
    browserHalf: [],
    what: 'For modules of @docusaurus/utils-common only, aliases `tslib` to tslibHelpers.ts, which has just the helper it calls (`__importDefault`) instead of all of tslib.',
    gain: {
      firstVisitKb: {home: 3.6, guide: 3.6, component: 3.6, api: 3.6},
      source: 'npm run bench:patches, 2026-11-27',
    },
    upstream: [
      {
        file: '@docusaurus/utils-common/lib/index.js',
        sha256: 'f67a902f603f736c0b6b81dfe3c4b600e26ad3018fb19158d877a8fe5d55424e',
        reliesOn:
          'the only utils-common module that requires tslib, and it calls only `tslib_1.__importDefault` (the other lib files do not use tslib).',
      },
      {
        file: 'tslib/tslib.es6.mjs',
        sha256: '2497254650a79bbf970717b93a2d21591cce264bfef88264ccdad546003b0460',
        reliesOn:
          'what the bundler resolves for `require("tslib")` under its `module` export condition (tslib 2.9.1), replaced for these importers; tslibHelpers.ts copies its `__importDefault`.',
      },
    ],
  },
  {
    plugin: 'plugins/lean/generated/purge-infima',
    browserHalf: [],
    what: "Adds a PostCSS plugin (production only) that runs PurgeCSS on Infima's stylesheet alone, against the site's sources and docs and the client code of the Docusaurus packages, dropping the Infima components and utilities no page uses.",
    gain: {
      firstVisitKb: {home: 1.9, guide: 1.9, component: 1.9, api: 1.9},
      source: 'npm run bench:patches, 2026-11-27',
    },
    upstream: [
      {
        file: 'infima/dist/css/default/default.css',
        sha256: 'aa113696173d7bf7669454493f6fe404c65c00547c63dfa78a07c8765c2fcb61',
        reliesOn:
          'the stylesheet purged (matched by INFIMA_CSS `node_modules/infima/dist/css/`); its class names are kept only if they appear in the content globs, which include node_modules/@docusaurus/*/lib/**/*.js.',
      },
      {
        file: '@docusaurus/theme-classic/lib/index.js',
        sha256: '1e6ae89782bad9cb3fcd1818e4210a6eed60ee1cbf82f51696a6afcb9a91928c',
        reliesOn:
          'getInfimaCSSFile()/getClientModules() add `infima/dist/css/default/default.css` (default-rtl.css for RTL locales) as a client module, the import the PostCSS pass sees.',
      },
    ],
  },
  {
    plugin: 'plugins/lean/generated/compile-hints',
    browserHalf: [],
    what: "Prepends V8's explicit compile hint `//# allFunctionsCalledOnLoad` to every client script (BannerPlugin after minification, before content hashing) so functions compile on a background thread while the script streams. No upstream file dependency: it uses only the bundler's public BannerPlugin and processAssets stage constants.",
    gain: {
      effect:
        "Chromium compiles the scripts' functions while they stream in: the demo page's route-module evaluation went from 25-28 ms to 10-12 ms unthrottled, and Lighthouse TBT on it from 111-198 ms to 46 ms in 2 of 3 alternating pairs.",
      source: 'commit 791d668, Chromium traces and npm run bench',
    },
    upstream: [],
  },
];
