// Replaced client modules: startup, head and code blocks: part of the upstream manifest (index.ts).
import type {ManifestPatch} from '../patchGain';

export const CLIENT_PATCHES: readonly ManifestPatch[] = [
  {
    plugin: 'plugins/lean/client/staged-startup',
    browserHalf: ['plugins/lean/client/runtime/startup'],
    what: "Swaps the client bundle's entry (Docusaurus's clientEntry.js) for plugins/lean/client/runtime/startup/clientEntry.ts, which runs the same startup in several main-thread tasks (React DOM, route table, route preload, then Docusaurus's own entry) and renders a 404.html served for another address afresh instead of hydrating it.",
    gain: {
      effect:
        'Startup runs as several main-thread tasks instead of one: that task was 170 ms on a 4x-throttled phone when the patch landed.',
      source: 'commit 5fdc994, a Chromium trace at 4x CPU throttling',
    },
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
    plugin: 'plugins/lean/client/transition-browser-context',
    browserHalf: ['plugins/lean/client/runtime/startup'],
    what: "Replaces Docusaurus's browser context with plugins/lean/client/runtime/startup/browserContext.tsx, the same context whose switch to `true` after hydration runs as a transition, so the re-render of every useIsBrowser() component yields to input.",
    gain: {
      effect:
        'The re-render after hydration yields to input: on the guide page at 4x its longest task went from 56-70 ms to 39 ms.',
      source: 'commit f0ea532, Chromium traces at 4x CPU throttling',
    },
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
    plugin: 'plugins/lean/client/inline-suspense-boundaries',
    browserHalf: ['plugins/lean/client/runtime/ssr'],
    what: "Replaces the server entry's renderToHtml with plugins/lean/client/runtime/ssr/renderToHtml.ts, which renders with `progressiveChunkSize: Infinity` so every Suspense boundary is written in place in the static HTML rather than streamed after the page; client build unchanged.",
    gain: {
      effect:
        'A Suspense boundary over 12,800 bytes of HTML (a demo open by default) is written in place, not after the page and moved by an inline script, so it paints with the page; no byte change.',
      source: 'commit 5e7aae7; a unit test renders a 28 KB boundary and finds it in place',
    },
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
    plugin: 'plugins/lean/client/client-head',
    browserHalf: ['plugins/lean/client/runtime/head'],
    what: "In the client build only, aliases `react-helmet-async` to plugins/lean/client/runtime/head/Helmet.tsx, a small Helmet/HelmetProvider with the library's rules for combining nested heads; the server build keeps the library to write the static HTML head.",
    gain: {
      firstVisitKb: {home: 3.8, guide: 3.8, component: 3.8, api: 3.8},
      source: 'npm run bench:patches, 2026-11-27',
    },
    upstream: [
      {
        file: 'react-helmet-async/lib/index.module.js',
        sha256: 'dd24f7f1c989b2d59ec9ed1ac16a1727d3d134fb480856be78630c6592aeef2c',
        reliesOn:
          "the module replaced in the client build (@slorber/react-helmet-async 1.3.0, `module` entry); plugins/lean/client/runtime/head/headState.ts and applyHeadState.ts reproduce its rules (last title wins, tag identity by name/property/rel/href..., innermost base) and its `data-rh` marking, which the server build still writes, so the first client update after hydration matches the server's head.",
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
    plugin: 'plugins/lean/client/prism-on-demand',
    browserHalf: ['src/components/HighlightedCodeBlock'],
    what: "Replaces the classic theme's prism-include-languages client module (Prism plus the site's extra languages in every page's main bundle) with an empty module; the lazily loaded src/components/HighlightedCodeBlock registers the languages instead.",
    gain: {
      firstVisitKb: {home: 28.9, guide: 28.9, component: 28.9, api: 28.9},
      source: 'npm run bench:patches, 2026-11-27',
    },
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
    plugin: 'plugins/lean/client/admonition-imports',
    browserHalf: ['src/components/OnDemand'],
    what: "For the classic theme's MDX provider components only, aliases `@theme/Admonition` to src/components/OnDemand/Admonition.tsx, which loads the admonition on demand; a remark plugin makes the pages that have admonitions import the component themselves, so the other pages do not load it.",
    gain: {
      firstVisitKb: {home: 0.1, guide: 1.8, component: 1.8, api: 1.8},
      source: 'npm run bench:patches, 2026-11-27',
    },
    upstream: [
      {
        file: '@docusaurus/theme-classic/lib/theme/MDXComponents/index.js',
        sha256: 'b1a0eed95525de25273120c4f48ef939e51e0adfafe4a9b1c64fd3d040d6136c',
        reliesOn:
          "imports `Admonition from '@theme/Admonition'` (the import the alias catches) and maps the MDX `admonition` element to it.",
      },
    ],
  },
  {
    plugin: 'plugins/lean/client/ssr-template/ssrTemplate.ts',
    browserHalf: [],
    what: "The HTML template of every page: Docusaurus's server template with the page's scripts started after the first frame (four per task).",
    gain: {
      effect:
        'Scripts start after the first contentful paint, four per task: LCP no longer waits for main.js to evaluate, and starting twenty requests from one callback (a 60 ms task at 4x) is split.',
      source: 'commits aee5429 and f89b8e1, Lighthouse and Chromium traces',
    },
    upstream: [
      {
        file: '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
        sha256: '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
        reliesOn: 'the default template it imports and rewrites (the <script> and <link> blocks it replaces)',
      },
    ],
  },
  {
    plugin: 'src/theme/CodeBlock/Content',
    browserHalf: ['src/theme/CodeBlock/Content'],
    what: "Build-time highlighted code blocks, rendered with the theme's own code block styles.",
    gain: {
      effect:
        "Markdown code blocks are highlighted at build time: no highlighter in a page's bundle for its code blocks (guide page 255 -> 226 KB gz first visit when it landed).",
      source: 'commit 8abd248, npm run bench',
    },
    upstream: [
      {
        file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css',
        sha256: '26dba21a9e8eb53810a03017513a07ac613288682addf075f186ed52b1b5e07f',
        reliesOn: 'the class names it imports (codeBlockContent, codeBlock, codeBlockLines...)',
      },
    ],
  },
];
