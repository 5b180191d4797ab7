import type {ComponentType, ReactNode} from 'react';
import type {PackedLines} from '@site/src/highlighting/packedLines';
import type {CodeStyling} from '@site/src/preferences/codePreferences';

/** A demo's code (the `?demo-code` module, plugins/demos/demoModule.ts), loaded when shown or copied. */
export interface DemoCode {
  tsSource: string;
  /** Derived from tsSource at build time. */
  jsSource: string;
  /** tsSource highlighted at build time, packed beside it (unpackLines gives its lines). */
  tsTokens: PackedLines;
  /** jsSource highlighted, likewise. */
  jsTokens: PackedLines;
  /** Loads the demo's sandbox projects, once, like DemoModule's loaders; in the browser only. */
  loadSandbox: (retry?: boolean) => Promise<DemoSandbox>;
}

/**
 * What a demo renders (the `?demo-preview` module, plugins/demos/demoModule.ts): loaded with the
 * page on the server, when the demo nears the viewport in the browser.
 */
export interface DemoPreview {
  Component: ComponentType;
  /**
   * What the preview renders inside: the provider the demo's library needs (the site's Material
   * UI theme, Joy UI's provider, the commercial grids' licence): plugins/demos/demoModule.ts,
   * DEMO_ISLANDS.
   */
  Island: ComponentType<{children: ReactNode}>;
  /** The modules the demo imports, by specifier, for the live editor. */
  modules: Readonly<Record<string, unknown>>;
  /** The `version` of the @mui/material a demo that imports it runs. */
  libraryVersion?: string;
}

/**
 * A demo's complete projects for StackBlitz and CodeSandbox (the `?demo-sandbox` module,
 * plugins/demos/sandboxModule.ts): file path -> content, every package pinned to this build's version.
 */
export interface DemoSandbox {
  title: string;
  ts: Readonly<Record<string, string>>;
  js: Readonly<Record<string, string>>;
}

/** What `import * as Demo from './Demo.tsx?demo'` gives (see plugins/demos/demoModule.ts). */
export interface DemoModule {
  /** Anchor id, from the file name: `BasicButtons.tsx` -> `basic-buttons`. */
  id: string;
  /**
   * The preview brings a large module (the Data Grid, Select, Tooltip..., plugins/demos
   * LARGE_PREVIEW_MODULES): it loads once a scroll brings it into the viewport or the reader
   * reaches for it, not ahead of it nor on arrival (previewGate.tsx).
   */
  large: boolean;
  /**
   * Loads what the demo renders, once: every call returns the same promise (as React's `use`
   * needs), a failed one included, until a call with `retry` starts a new request.
   */
  loadPreview: (retry?: boolean) => Promise<DemoPreview>;
  /** Loads the demo's code, once, like loadPreview. */
  loadCode: (retry?: boolean) => Promise<DemoCode>;
}

/** Background of the result area. */
export type DemoBackground = 'outlined' | 'inline' | 'gradient';

/** Options an author sets on `<Demo>` in MDX. */
export interface DemoProps {
  /** The demo, styled with MUI System (the default code styling). */
  demo: DemoModule;
  /** The same demo styled otherwise, when it has such variants (shows the styling toggle). */
  variants?: Partial<Record<Exclude<CodeStyling, 'system'>, DemoModule>>;
  bg?: DemoBackground;
  hideToolbar?: boolean;
  defaultCodeOpen?: boolean;
  /** Maximum width of the result, e.g. 400 or '40rem'. */
  maxWidth?: number | string;
}
