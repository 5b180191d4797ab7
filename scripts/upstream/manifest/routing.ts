// The route table, chunk loading and prefetching: part of the upstream manifest (index.ts).
import type {ManifestPatch} from '../patchGain';

export const ROUTING_PATCHES: readonly ManifestPatch[] = [
  {
    plugin: 'plugins/lean/routing/split-route-table',
    browserHalf: ['plugins/lean/routing/runtime/routing', 'plugins/lean/routing/runtime/prefetch'],
    what: "Splits the generated route table (routes.js, routesChunkNames.json, registry.js) so each top-level route's nested routes, chunk names and registry entries (a product's docs, with API and component pages in further parts) are a chunk of their own, loaded by the aliased preload (plugins/lean/routing/runtime/routing/preload.ts) before a path under it is matched.",
    gain: {
      firstVisitKb: {home: 43.5, guide: 39.9, component: 37.8, api: 37.4},
      source: 'npm run bench:patches, 2026-11-27',
    },
    upstream: [
      {
        file: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
        sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
        reliesOn:
          "writes routes.js as a literal with two spaces per level (`  {`, `    path: '...',`, `    component: ComponentCreator('<path>', '<hash>'),`, `    routes: [` ... `    ],`, leaf routes `{path, component, exact: true, sidebar: \"...\"}`), routesChunkNames.json keyed `<path>-<hash>`, and registry.js lines closed by `};`: the exact text splitRouteTable, compactPages and routeTableLoader parse.",
      },
      {
        file: '@docusaurus/core/lib/client/preload.js',
        sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
        reliesOn:
          'aliased to plugins/lean/routing/runtime/routing/preload.ts (both builds), which keeps its behaviour (matchRoutes for pathname and decodeURI(pathname), then `route.component.preload?.()`) after loading the nested routes the path needs.',
      },
      {
        file: '@docusaurus/core/lib/client/clientEntry.js',
        sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
        reliesOn:
          "imports './preload' and awaits `preload(window.location.pathname)` before hydrating, so nested routes are loaded before the first render.",
      },
      {
        file: '@docusaurus/core/lib/client/PendingNavigation.js',
        sha256: '1c489db32b5665b06586dc471d29def9cab8a8f4acac9863775dd378716ce4d0',
        reliesOn: "imports './preload' and awaits `preload(nextLocation.pathname)` before rendering a navigation.",
      },
      {
        file: '@docusaurus/core/lib/client/serverEntry.js',
        sha256: 'd727838aa299a01ffd646986e259fb7fd9441be8ee1905ccd1559e3f21710b34',
        reliesOn:
          "imports './preload' and awaits `preload(pathname)` before rendering each page on the server (the server keeps the full table, so the stand-in resolves at once).",
      },
      {
        file: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
        sha256: '5f99bdbd725f6e0b2943d25f99c93205952e9b45ac78c76b63f62a767bbba363',
        reliesOn:
          "reads `routesChunkNames[path-hash]` and `registry[chunk]` from the @generated modules when called, which the subtree modules and the `page()` helper extend with Object.assign before calling it; uses registry elements [0] and [1] (and [2] only for react-loadable's webpack option); on the server every flattened key, including the added `__routeTable`/`__routeTablePart`, is loaded and reported as a module.",
      },
      {
        file: 'react-loadable/lib/index.js',
        sha256: 'b9dc8341309124ee9c8d12c63b540780f9155d18dbee7247a4c9d9e68703a607',
        reliesOn:
          '(@docusaurus/react-loadable 6.0.0) reads the `webpack` option (registry element [2]) only in READY_INITIALIZERS, flushed by `preloadReady()`, which Docusaurus never calls, so compacted entries may leave it out.',
      },
    ],
  },
  {
    plugin: 'plugins/lean/routing/static-route-matching',
    browserHalf: ['plugins/lean/routing/runtime/routing'],
    what: "For react-router's modules only, aliases `path-to-regexp` to plugins/lean/routing/runtime/routing/pathToRegexp.ts, which matches parameterless ASCII paths by string comparison instead of compiling and running a regexp per route, and delegates everything else to path-to-regexp.",
    gain: {
      firstVisitKb: {home: -0.2, guide: -0.2, component: -0.2, api: -0.2},
      effect:
        "Paths without parameters are matched by comparing strings: the first run of a few hundred route regexps was about 70 ms of main.js's long task on a slow phone.",
      source: 'npm run bench:patches, 2026-11-27; commit 0822711',
    },
    upstream: [
      {
        file: 'react-router/esm/react-router.js',
        sha256: '959b74b77b5f2b69ac588c508f2d9b4d9b5cc26efa16a85de0ebed4b645c7b07',
        reliesOn:
          "(5.3.4, `module` entry) imports path-to-regexp as a default export: matchPath's compilePath calls `pathToRegexp(path, keys, {end, strict, sensitive})` and uses only `regexp.exec(pathname)` and `keys`; generatePath uses `pathToRegexp.compile`.",
      },
      {
        file: 'path-to-regexp/index.js',
        sha256: '4960ba3d591002a5f7584d33da23f0a33fc8a02e09bfacd705123a0d51957a98',
        reliesOn:
          'path-to-regexp 1.9.0, imported by the stand-in as `path-to-regexp/index.js`: the fallback for paths with parameters, the source of `parse`/`compile`/`tokensToFunction`/`tokensToRegExp`, and the regexp semantics (`^base(?:\\/(?=$))?$`, case-insensitive, non-strict) staticPathMatcher reproduces.',
      },
    ],
  },
  {
    plugin: 'plugins/lean/routing/lazy-route-components',
    browserHalf: ['plugins/lean/routing/runtime/routing'],
    what: "For the generated .docusaurus/routes.js only, aliases `@docusaurus/ComponentCreator` to plugins/lean/routing/runtime/routing/lazyComponentCreator.tsx, which builds each route's loadable component on its first render or preload instead of all of them at startup.",
    gain: {
      effect:
        'No loadable component is built for each route at startup (419 routes when the patch landed); each is made at its first render or preload. Its time was not measured apart from the startup work it was part of.',
      source: 'commit eecb186',
    },
    upstream: [
      {
        file: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
        sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
        reliesOn:
          "generates routes.js with `import ComponentCreator from '@docusaurus/ComponentCreator'` and one `ComponentCreator('<path>', '<hash>')` call per route, the import the rule redirects.",
      },
      {
        file: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
        sha256: '5f99bdbd725f6e0b2943d25f99c93205952e9b45ac78c76b63f62a767bbba363',
        reliesOn:
          'wrapped by the stand-in (which still imports `@docusaurus/ComponentCreator`): `ComponentCreator(path, hash)` returns a react-loadable component with `.preload()`, which the stand-in creates lazily and forwards to.',
      },
      {
        file: '@docusaurus/core/lib/webpack/aliases/index.js',
        sha256: '1d30c85439bf431f71bb0b7e9c52e745a250d7d16eec3191f2ccad9aa506101d',
        reliesOn:
          'loadDocusaurusAliases maps `@docusaurus/ComponentCreator` (no `$`) to client/exports/ComponentCreator.js; the rule uses the same key so it overrides that alias for routes.js.',
      },
    ],
  },
  {
    plugin: 'plugins/lean/routing/lazy-progress-bar',
    browserHalf: ['plugins/lean/routing/runtime/routing'],
    what: "Replaces the classic theme's nprogress client module with plugins/lean/routing/runtime/routing/progressBar.ts, the same bar (after 200 ms, no spinner) whose nprogress library loads only on the first slow navigation.",
    gain: {
      firstVisitKb: {home: 1.4, guide: 1.4, component: 1.4, api: 1.4},
      source: 'npm run bench:patches, 2026-11-27',
    },
    upstream: [
      {
        file: '@docusaurus/theme-classic/lib/nprogress.js',
        sha256: '58b21ff3eb278f6cd3932e02e92a50108dac3a7e3f014813fefc70335eaab48f',
        reliesOn:
          'the client module replaced; its behaviour is reproduced: `configure({showSpinner: false})`, start 200 ms after a pathname change in onRouteUpdate (cleared by the returned callback), `done()` in onRouteDidUpdate.',
      },
      {
        file: '@docusaurus/theme-classic/lib/nprogress.css',
        sha256: 'fb2bd3797f469d744e6860768015c89cc3ba51d29d1c1faf8886581df68da19e',
        reliesOn: "imported by the stand-in (`@docusaurus/theme-classic/lib/nprogress.css`) for the bar's styles.",
      },
      {
        file: '@docusaurus/theme-classic/lib/index.js',
        sha256: '1e6ae89782bad9cb3fcd1818e4210a6eed60ee1cbf82f51696a6afcb9a91928c',
        reliesOn:
          "getClientModules() registers './nprogress' as a client module (resolved to lib/nprogress.js, which the alias catches with or without `.js`).",
      },
    ],
  },
  {
    plugin: 'plugins/lean/routing/idle-prefetch',
    browserHalf: ['plugins/lean/routing/runtime/prefetch'],
    what: "Aliases Docusaurus's client/docusaurus.js (`window.docusaurus`) to plugins/lean/routing/runtime/prefetch/docusaurus.ts, which keeps preloading as is but defers prefetching of routes whose links scroll into view to idle time, with a route->chunks index built once and one request per chunk file.",
    gain: {
      effect:
        'Prefetching runs in idle time with a route-to-chunks index built once: the core module scanned every route for each visible link, in long tasks on every doc page.',
      source: 'commit 1b88f21',
    },
    upstream: [
      {
        file: '@docusaurus/core/lib/client/docusaurus.js',
        sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
        reliesOn:
          'the module replaced; the stand-in keeps its interface (frozen default export `{prefetch, preload}`, the slow-connection and already-loaded checks) and reimplements its prefetch (matchRoutes, then chunk names per route path from routesChunkNames with `-<hash>` stripped, flattened like flat.js), but looks files up through the chunk-name map instead of `__webpack_require__.gca`.',
      },
      {
        file: '@docusaurus/core/lib/client/preload.js',
        sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
        reliesOn:
          'imported by the stand-in as `@docusaurus/core/lib/client/preload` (default export `preload(pathname)`) for hover/touch preloads.',
      },
      {
        file: '@docusaurus/core/lib/client/clientEntry.js',
        sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
        reliesOn:
          'imports `./docusaurus` (relative, so the absolute-path alias catches it) and mounts it as `window.docusaurus`.',
      },
      {
        file: '@docusaurus/core/lib/client/exports/Link.js',
        sha256: 'cd83fc0c2bffaab83186636c309c8086aac4aa53594dc7eeb4b9f9817527d277',
        reliesOn:
          'the consumer: calls `window.docusaurus.prefetch(path)` when a link scrolls into view and `window.docusaurus.preload(path)` on hover/touch.',
      },
    ],
  },
  {
    plugin: 'plugins/lean/routing/chunk-name-map',
    browserHalf: ['plugins/lean/routing/runtime/prefetch'],
    what: "Replaces Docusaurus's ChunkAssetPlugin in the client build: the chunk-name -> chunk-id map is emitted as its own hashed JSON file (assets/js/chunk-names.<hash>.json) and the runtime only carries its path (`__webpack_require__.cnm`), read at idle time by plugins/lean/routing/runtime/prefetch/chunkFiles.ts. The map leaves out the demos' preview chunks, which code imports by id and no route prefetches by name.",
    gain: {
      firstVisitKb: {home: 23.8, guide: 23.8, component: 23.8, api: 23.8},
      source: 'npm run bench:patches, 2026-11-27',
    },
    upstream: [
      {
        file: '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
        sha256: 'd1fdb10641cef8bb8460f9f9e48dc18d0f86065e8c6e6d7422d5be18147f3257',
        reliesOn:
          'the plugin removed from config.plugins, found by constructor name `ChunkAssetPlugin`; its runtime module (STAGE_ATTACH, fullHash, chunk.getChunkMaps(false).name) is what ChunkNameMapRuntimeModule mirrors, minus the inline `__webpack_require__.gca` map (whose only caller, client/docusaurus.js, plugins/lean/routing/idle-prefetch replaces).',
      },
      {
        file: '@docusaurus/core/lib/webpack/client.js',
        sha256: 'b38143fa54a7b01ebdecd7ebbae2791ad5fc41897abfe5e6a23602fa02e6be9d',
        reliesOn:
          "createBaseClientConfig adds `new ChunkAssetPlugin()` to the client config's plugins before configureWebpack runs, so the plugin can splice it out of the config it is given.",
      },
    ],
  },
  {
    plugin: 'plugins/lean/routing/route-chunk-scripts',
    browserHalf: [],
    what: "A loader rewrites .docusaurus/registry.js so react-loadable reports each route chunk's name instead of its module path, so the static HTML lists the page's own route-chunk scripts and stylesheets (Docusaurus's manifest lookup never found them).",
    gain: {
      effect:
        "Each page's HTML starts its own route chunks together with main.js: they download in parallel instead of after main.js has run and found them.",
      source: 'commit 46a4883',
    },
    upstream: [
      {
        file: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
        sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
        reliesOn:
          'genRegistry writes each line exactly as `  "<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<path>"), "<path>", require.resolveWeak("<path>")],` with the last one followed by `};`, the format the ENTRY regex requires.',
      },
      {
        file: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
        sha256: '5f99bdbd725f6e0b2943d25f99c93205952e9b45ac78c76b63f62a767bbba363',
        reliesOn:
          "pushes `registry[chunk][1]` (the second element, rewritten to the chunk name) into the loadable's `modules`, which react-loadable reports while server-rendering.",
      },
      {
        file: '@docusaurus/core/lib/client/serverEntry.js',
        sha256: 'd727838aa299a01ffd646986e259fb7fd9441be8ee1905ccd1559e3f21710b34',
        reliesOn:
          'collects the reported names with `<Loadable.Capture report={(moduleName) => modules.add(moduleName)}>`.',
      },
      {
        file: '@docusaurus/core/lib/ssg/ssgTemplate.js',
        sha256: 'faea0446fa8ceeb559a56b96442636a3052daa2467d6ddc625ad020bc65ac645',
        reliesOn:
          "getScriptsAndStylesheets passes the reported names to `getBundles(manifest, [...entrypoints, ...modules])` to list the page's scripts and stylesheets.",
      },
      {
        file: 'react-loadable-ssr-addon-v5-slorber/lib/ReactLoadableSSRAddon.js',
        sha256: '3e3f7bf0ac88ab4720df0b70463d509e0c8cd7233e7accf6e79c7f5192b9f32e',
        reliesOn:
          "builds the client manifest's `origins` keyed by chunk name (getChunkOrigin falls back to `names[0]` under webpack 5), which is why chunk names, not module paths, are found.",
      },
      {
        file: 'react-loadable-ssr-addon-v5-slorber/lib/getBundles.js',
        sha256: '9eb9995782ab27364f4d3da2df0c170942161cdab9c1fbadcba8ea5ab980e615',
        reliesOn: 'looks each reported name up in `manifest.origins` and collects the assets of the matching chunks.',
      },
    ],
  },
  {
    plugin: 'plugins/lean/routing/chunk-file-names',
    browserHalf: [],
    what: 'Names on-demand chunk files by chunk id instead of chunk name (output.chunkFilename `assets/js/[id].[contenthash:8].js`), so the runtime on every page no longer carries a table of all chunk names; production client build only.',
    gain: {
      effect:
        'On-demand chunk files are named by id, so the runtime carries no table of chunk names: runtime 13.2 -> 10.7 KB gz on every page when it landed (guide first visit 207.3 -> 204.9). chunk-hash-tables builds on it: a build without this patch alone fails, so bench:patches cannot measure it apart.',
      source: 'commit 5f1c9af, npm run bench; npm run bench:patches chunk-file-names fails the build, 2026-11-27',
    },
    upstream: [
      {
        file: '@docusaurus/core/lib/webpack/base.js',
        sha256: 'b3c441dfc9ae516bb37243d2a502d4acf3298c0c9acd62120e644a0c067513ea',
        reliesOn:
          "sets output.chunkFilename to 'assets/js/[name].[contenthash:8].js' in production; the override keeps its folder and 8-character content hash and only swaps [name] for [id] (configureWebpack's result is merged over it).",
      },
    ],
  },
  {
    plugin: 'plugins/lean/routing/chunk-hash-tables',
    browserHalf: [],
    what: "Moves the content hash of each chunk that only one on-demand chunk loads out of the runtime's chunk-URL table into that loading chunk (added to the runtime table when the chunk installs), by regex over the minified runtime and chunk files; production client build only.",
    gain: {
      firstVisitKb: {home: 37.2, guide: 36.3, component: 35.0, api: 35.6},
      source: 'npm run bench:patches, 2026-11-27',
    },
    upstream: [
      {
        file: '@rspack/core/package.json',
        sha256: '00491edfb9e0218ed9d068de752b2cfd43a95843b37a4fe930bdb0bde72dfde3',
        reliesOn:
          "Rspack's version: the minified runtime and chunk text the patch matches comes from its native binary (platform-specific, so its version is pinned rather than its bytes)",
      },
      {
        file: 'webpack/lib/runtime/GetChunkFilenameRuntimeModule.js',
        sha256: '0da9eb0d8356cc32f58f577b5ec7f120e206a76724d0a253cc4aa2e87586b808',
        reliesOn:
          'DOCS_FASTER=false builds: writes `__webpack_require__.u = (chunkId) => "assets/js/" + chunkId + "." + {id:hash,...}[chunkId] + ".js"`, the table readHashTable/shrinkRuntime rewrite (the comment notes webpack\'s minified form has no parentheses around the table).',
      },
      {
        file: 'webpack/lib/javascript/ArrayPushCallbackChunkFormatPlugin.js',
        sha256: 'd88502c4b9815f6b92cf31fba82d29d02e25b1e1db2dcd123edc2380bcf48d92',
        reliesOn:
          "DOCS_FASTER=false builds: writes chunk files as `(self.webpackChunk...).push([[ids],{modules}])`, with an optional third element (a runtime function), the shape addHashesToChunk expects at the file's end.",
      },
      {
        file: 'webpack/lib/web/JsonpChunkLoadingRuntimeModule.js',
        sha256: '1e78d1661c9aa55316c1530442db49f192d992156b3559c4d95f4a06019f25a0',
        reliesOn:
          "DOCS_FASTER=false builds: webpackJsonpCallback runs a pushed chunk's third element (`if(runtime) var result = runtime(__webpack_require__)`) as it installs the chunk, before its modules run, which is what lets a chunk add hashes to the table in time.",
      },
    ],
  },
];
