// Replaced client modules: startup, head, search and code blocks: part of the upstream manifest (index.ts).
import type {UpstreamPatch} from '../checkPins';

export const CLIENT_PATCHES: readonly UpstreamPatch[] = [
  {
    plugin: 'plugins/staged-startup',
    browserHalf: ['src/startup'],
    what: "Swaps the client bundle's entry (Docusaurus's clientEntry.js) for src/startup/clientEntry.ts, which runs the same startup in several main-thread tasks (React DOM, route table, route preload, then Docusaurus's own entry) and renders a 404.html served for another address afresh instead of hydrating it.",
    upstream: [
      {
        file: '@docusaurus/core/lib/webpack/client.js',
        sha256: 'b38143fa54a7b01ebdecd7ebbae2791ad5fc41897abfe5e6a23602fa02e6be9d',
        reliesOn:
          "sets the client config's `entry` to `path.resolve(__dirname, '../client/clientEntry.js')`, the exact value stagedEntry() requires before replacing it.",
      },
      {
        file: '@docusaurus/core/lib/client/clientEntry.js',
        sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
        reliesOn:
          'imported as the last stage (`@docusaurus/core/lib/client/clientEntry`); relies on its renderApp rendering into an existing `window.docusaurusRoot` instead of hydrating, and on it awaiting the same route preload.',
      },
      {
        file: '@docusaurus/core/lib/client/preload.js',
        sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
        reliesOn:
          "imported eagerly as a stage (`@docusaurus/core/lib/client/preload`) and called with `window.location.pathname` to start loading the route's modules early.",
      },
    ],
  },
  {
    plugin: 'plugins/transition-browser-context',
    browserHalf: ['src/startup'],
    what: "Replaces Docusaurus's browser context with src/startup/browserContext.tsx, the same context whose switch to `true` after hydration runs as a transition, so the re-render of every useIsBrowser() component yields to input.",
    upstream: [
      {
        file: '@docusaurus/core/lib/client/browserContext.js',
        sha256: 'f0765ea0de6c682044acc2d1f6f7d474e9ac389591a8e97f877e437c09225b4c',
        reliesOn:
          'the module replaced; the stand-in keeps its exports `Context` (createContext(false)) and `BrowserContextProvider` (set true in an effect), wrapping the update in startTransition.',
      },
      {
        file: '@docusaurus/core/lib/client/App.js',
        sha256: '1442f48492b535165d7e2767d4d1615713bb517a883c5142113740aaef086cba',
        reliesOn:
          "imports `{BrowserContextProvider}` from './browserContext' (relative, caught by the alias) and wraps the app in it.",
      },
      {
        file: '@docusaurus/core/lib/client/exports/useIsBrowser.js',
        sha256: '3df5c8e89543244c519ab6787652ca9db7fc8e1c51a9ab54849481cad44f1a07',
        reliesOn: "imports `{Context}` from '../browserContext' and reads it with useContext.",
      },
    ],
  },
  {
    plugin: 'plugins/inline-suspense-boundaries',
    browserHalf: ['src/ssr'],
    what: "Replaces the server entry's renderToHtml with src/ssr/renderToHtml.ts, which renders with `progressiveChunkSize: Infinity` so every Suspense boundary is written in place in the static HTML rather than streamed after the page; client build unchanged.",
    upstream: [
      {
        file: '@docusaurus/core/lib/client/renderToHtml.js',
        sha256: '4d5277baa8caa44548fbbde99c650312231837d849132671b36050df8505bf9c',
        reliesOn:
          'the module replaced; the stand-in copies it (renderToPipeableStream, onAllReady -> pipe -> text) and adds only the progressiveChunkSize option, keeping its export `renderToHtml(app): Promise<string>`.',
      },
      {
        file: '@docusaurus/core/lib/client/serverEntry.js',
        sha256: 'd727838aa299a01ffd646986e259fb7fd9441be8ee1905ccd1559e3f21710b34',
        reliesOn:
          "the only importer: `import { renderToHtml } from './renderToHtml'` (relative, so the alias catches it) and `await renderToHtml(app)` per page.",
      },
    ],
  },
  {
    plugin: 'plugins/client-head',
    browserHalf: ['src/head'],
    what: "In the client build only, aliases `react-helmet-async` to src/head/Helmet.tsx, a small Helmet/HelmetProvider with the library's rules for combining nested heads, saving ~5 KB gz of main.js; the server build keeps the library to write the static HTML head.",
    upstream: [
      {
        file: 'react-helmet-async/lib/index.module.js',
        sha256: 'dd24f7f1c989b2d59ec9ed1ac16a1727d3d134fb480856be78630c6592aeef2c',
        reliesOn:
          "the module replaced in the client build (@slorber/react-helmet-async 1.3.0, `module` entry); src/head/headState.ts and applyHeadState.ts reproduce its rules (last title wins, tag identity by name/property/rel/href..., innermost base) and its `data-rh` marking, which the server build still writes, so the first client update after hydration matches the server's head.",
      },
      {
        file: '@docusaurus/core/lib/client/exports/Head.js',
        sha256: 'cffe1438651ffcd100c4389ef8c04a522ef911827ec4ac4c4a3c231c0cc754af',
        reliesOn:
          "Docusaurus's <Head> imports only `{Helmet}` and renders `<Helmet {...props}/>`; the stand-in Helmet reads only `children`.",
      },
      {
        file: '@docusaurus/core/lib/client/clientEntry.js',
        sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
        reliesOn:
          'the client entry imports only `{HelmetProvider}` and wraps the app in `<HelmetProvider>` with no `context` prop, the only other API the stand-in provides.',
      },
    ],
  },
  {
    plugin: 'plugins/lazy-search-bar',
    browserHalf: ['src/search'],
    what: "Replaces search-local's SearchBar theme entry with src/search/SearchBarIsland.tsx: pages render a static copy of the idle search box and the real SearchBar loads at the first sign of interest (hover, focus, touch, shortcut, or `?_highlight=`), then takes over.",
    upstream: [
      {
        file: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/index.jsx',
        sha256: '81a593b3ea11942bb142f8c2190408f4a38b2abde0e9db226fa0c692f8b25ee0',
        reliesOn:
          'the module replaced (what `@theme-original/SearchBar` resolves to); the island reproduces it: wraps the bar in DocsPreferredVersionContextProvider (and loads proxiedGenerated).',
      },
      {
        file: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx',
        sha256: '1d6b381687947f38b5a740783ee9e48689b4fb817adfc24a6cac0f0b0992e8b4',
        reliesOn:
          'dynamically imported (default export) as the real bar; SearchBoxMarkup copies its idle markup (container, icon path, `navbar__search-input` input, loading ring, keymap hints) and focusKeeper.ts works around its Tab/Esc/refocus behaviour (0.55.3).',
      },
      {
        file: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css',
        sha256: '6a732d0800750851e2e8ae3e54be0531be682f6ddb9d3a011c844f44e2986c4b',
        reliesOn:
          'imported by SearchBoxMarkup for the same class names (searchBarContainer, searchIcon, searchInput, searchBarLoadingRing, searchHintContainer, searchHint).',
      },
      {
        file: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing.module.css',
        sha256: '3d36433fedf7276f9183e1ae773e92363a9fd781dfd1210e1bc17e6070695069',
        reliesOn: 'imported by SearchBoxMarkup for the `loadingRing` class.',
      },
      {
        file: '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated.js',
        sha256: '8c8a797860c2942377c016cb4419e80c553f0ded9a43b281e00fce55fc7d7454',
        reliesOn:
          "imported for `searchBarShortcut`, `searchBarShortcutHint`, `searchBarShortcutKeymap` (re-exported from the plugin's generated module).",
      },
      {
        file: '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap.js',
        sha256: '68268762792c9c032c86542f06d6786e1b6a8de3c9b5089691004596e5c38cb6',
        reliesOn:
          "imported for `parseKeymap`, `matchesKeymap` (the island's shortcut listener) and `getKeymapHints` (the copy's hints).",
      },
      {
        file: '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform.js',
        sha256: '5b08f8eb134ba617309536a0a4b2bdd5776ac5c5c69e97bb5b731d0a6d827248',
        reliesOn: 'imported for `isMacPlatform` (which hint the copy shows).',
      },
    ],
  },
  {
    plugin: 'plugins/lazy-mark',
    browserHalf: ['src/search'],
    what: "Replaces the mark.js build that search-local's generated module hands to its SearchBar with src/search/lazyMark.ts, which loads mark.js only when a page has search words to highlight (~5.6 KB gz out of main.js).",
    upstream: [
      {
        file: 'mark.js/dist/mark.js',
        sha256: '2f257849e20bc385cdf0f59a03276a3abf290a9bfd45565b546c211ab727c7ee',
        reliesOn: "the module replaced (`main` of mark.js 8.11.1, what `require.resolve('mark.js')` gives).",
      },
      {
        file: 'mark.js/dist/mark.es6.js',
        sha256: '49d29d7a1a5530db8c20b6a6d0d05d16518f1e1bcbae38e5fff441b112cd30f2',
        reliesOn:
          'dynamically imported by the stand-in; its default export `Mark` (constructor taking an element, `.mark(words, options)`, `.unmark(options)`).',
      },
      {
        file: '@easyops-cn/docusaurus-search-local/dist/server/server/utils/generate.js',
        sha256: '0ca882108590232b255b6070d691c56ba035ab0f9ffd88c767414bd1199aeae5',
        reliesOn:
          "writes the generated module's `export { default as Mark } from \"<require.resolve('mark.js')>\"` (an absolute path to dist/mark.js, which the alias matches) when highlightSearchTermsOnTargetPage is on.",
      },
      {
        file: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx',
        sha256: '1d6b381687947f38b5a740783ee9e48689b4fb817adfc24a6cac0f0b0992e8b4',
        reliesOn:
          'the only user of `Mark`: `new Mark(root)`, `mark.unmark()` after every navigation, `mark.mark(keywords, {exclude})` when `?_highlight=` words are present; the stand-in implements just these calls.',
      },
    ],
  },
  {
    plugin: 'plugins/prism-on-demand',
    browserHalf: ['src/components/HighlightedCodeBlock'],
    what: "Replaces the classic theme's prism-include-languages client module (Prism plus the site's extra languages in every page's main bundle, ~29 KB gz) with an empty module; the lazily loaded src/components/HighlightedCodeBlock registers the languages instead.",
    upstream: [
      {
        file: '@docusaurus/theme-classic/lib/prism-include-languages.js',
        sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
        reliesOn:
          "the client module replaced by an empty one; it only calls `prismIncludeLanguages(Prism)` with prism-react-renderer's Prism.",
      },
      {
        file: '@docusaurus/theme-classic/lib/index.js',
        sha256: '1e6ae89782bad9cb3fcd1818e4210a6eed60ee1cbf82f51696a6afcb9a91928c',
        reliesOn:
          "getClientModules() registers './prism-include-languages' as a client module (what puts it in main.js).",
      },
      {
        file: '@docusaurus/theme-classic/lib/theme/prism-include-languages.js',
        sha256: '42fcb21218b4537fa0d7dc51caf7d78f88891e0d9b925be61555fee46fc29614',
        reliesOn:
          "`@theme/prism-include-languages`, called by HighlightedCodeBlock with prism-react-renderer's Prism: registers themeConfig.prism.additionalLanguages from prismjs/components on it.",
      },
      {
        file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js',
        sha256: '0d361f5894590ea483a8cd846925bf41d85301eed29e0cfb4dc515128ab35556',
        reliesOn:
          '`@theme-original/CodeBlock/Content`, re-exported by HighlightedCodeBlock after the languages are registered: the original content component that highlights with prism-react-renderer.',
      },
    ],
  },
  {
    plugin: 'src/ssr/ssrTemplate.ts',
    browserHalf: [],
    what: "The HTML template of every page: Docusaurus's server template with the page's scripts started after the first frame (four per task).",
    upstream: [
      {
        file: '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
        sha256: '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
        reliesOn: 'the default template it imports and rewrites (the <script> and <link> blocks it replaces)',
      },
    ],
  },
  {
    plugin: 'src/theme/SearchPage',
    browserHalf: ['src/theme/SearchPage'],
    what: "The search page: search-local's worker search and its highlighting helpers behind the site's own page.",
    upstream: [
      {
        file: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js',
        sha256: 'cf571811cb2fd0fdaa41b1d2e9d57630663d8d575665a5a1aba2875d3b1b6721',
        reliesOn: 'the internal function it imports, with its signature and result shape',
      },
      {
        file: '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated.js',
        sha256: '8c8a797860c2942377c016cb4419e80c553f0ded9a43b281e00fce55fc7d7454',
        reliesOn: 'the internal function it imports, with its signature and result shape',
      },
      {
        file: '@easyops-cn/docusaurus-search-local/dist/client/client/utils/normalizeContextByPath.js',
        sha256: '56b91c0fdf1fb482fca03c85f3945c16a6dd4643e1cbf76d296c1436f6d4bade',
        reliesOn: 'the internal function it imports, with its signature and result shape',
      },
      {
        file: '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight.js',
        sha256: 'f6e0de445d3da1e0c583f6e2964b826e2e200c08ec737ef269d340a3f6c0843a',
        reliesOn: 'the internal function it imports, with its signature and result shape',
      },
      {
        file: '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js',
        sha256: 'f8b4d91ed0beb90c94964c36d2f347e427f260eba7b5d4506271029ecb6f6004',
        reliesOn: 'the internal function it imports, with its signature and result shape',
      },
      {
        file: '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions.js',
        sha256: '3a5cb99a6d0521896c6c6fb8c04478272594b856c6eaaa4006833849cfc79502',
        reliesOn: 'the internal function it imports, with its signature and result shape',
      },
    ],
  },
  {
    plugin: 'src/theme/CodeBlock/Content',
    browserHalf: ['src/theme/CodeBlock/Content'],
    what: "Build-time highlighted code blocks, rendered with the theme's own code block styles.",
    upstream: [
      {
        file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css',
        sha256: '26dba21a9e8eb53810a03017513a07ac613288682addf075f186ed52b1b5e07f',
        reliesOn: 'the class names it imports (codeBlockContent, codeBlock, codeBlockLines...)',
      },
    ],
  },
];
