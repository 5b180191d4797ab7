/**
 * The data an API page is rendered from. Plain JSON (it is cached on disk), produced by
 * `extract/` from a package's type declarations and consumed by `renderPage.ts`.
 */

/** A type as a page shows it. */
export interface TypeText {
  /** One line, as written in the declarations (unions expanded, `| undefined` dropped). */
  text: string;
  /** True when the text is too long for a table cell: the page collapses it. */
  long: boolean;
  /**
   * True when the values shown are the defaults and a theme can add more (MUI's
   * `OverridableStringUnion`, e.g. Button's `variant`, Joy UI's `color`).
   */
  extendable?: boolean;
}

/** A `@deprecated` tag on a prop, slot or class. */
export interface Deprecation {
  /** The tag's text, Markdown (links made absolute). */
  message: string;
  /** What to use instead, when the message names it in backticks (e.g. `slotProps`). */
  replacement?: string;
}

/** One prop of a component. */
export interface PropApi {
  name: string;
  type: TypeText;
  /** The `@default` tag, as code (e.g. `'text'`, `false`). */
  default?: string;
  /** Markdown, links made absolute. */
  description: string;
  required: boolean;
  deprecated?: Deprecation;
}

/** One slot (an inner element that the `slots` prop replaces). */
export interface SlotApi {
  name: string;
  /** The `@default` tag, or the element its slot props default to (e.g. `'span'`). */
  defaultComponent?: string;
  /** The class applied to the slot, when the component's classes have a key of the same name. */
  className?: string;
  description: string;
}

/** One key of the component's `<component>Classes` object. */
export interface ClassApi {
  /** The key, as used in the `classes` prop and theme style overrides (e.g. `root`). */
  key: string;
  /** The global class name (e.g. `MuiButton-root`, `Mui-disabled`). */
  className: string;
  description: string;
  deprecated?: Deprecation;
}

/** A docs page that demonstrates the component, from its JSDoc "Demos:" list. */
export interface DemoLink {
  title: string;
  /** As written upstream (an absolute mui.com URL): the integrator decides what to link. */
  href: string;
}

/** Everything one API page shows about a component. */
export interface ComponentApi {
  /** The exported name (e.g. `Button`, `Unstable_TrapFocus`). */
  name: string;
  /** The URL segment (e.g. `button-base`, `unstable-trap-focus`). */
  kebabName: string;
  /** The component's own module (e.g. `@mui/material/Button`). */
  importPath: string;
  /** Whether that module exports it as its default (`import Button from …`) or by name. */
  importKind: 'default' | 'named';
  /** The package it is also a named export of (e.g. `@mui/material`). */
  packageName: string;
  /** Markdown from the component's JSDoc (text before "Demos:"); often empty. */
  description: string;
  props: PropApi[];
  slots: SlotApi[];
  classes: ClassApi[];
  /** The component its extra props are forwarded to (JSDoc "inherits [X API]"). */
  inherits?: {name: string; kebabName: string};
  demos: DemoLink[];
  /** The component's own `@deprecated` tag. */
  deprecated?: Deprecation;
}

/** A hook: what it takes and what it returns. */
export interface HookApi {
  /** The exported name (e.g. `useButton`, `unstable_useModal`). */
  name: string;
  /** The anchor and URL segment (e.g. `use-button`, `use-modal` for `unstable_useModal`). */
  kebabName: string;
  /** The module it is imported from. */
  importPath: string;
  importKind: 'default' | 'named';
  packageName: string;
  description: string;
  /**
   * Its parameters: the members of its options object when it takes one (`useButton(parameters)`),
   * else one row per positional parameter.
   */
  parameters: PropApi[];
  /** The members of the object it returns; empty when it returns something else (see `returnType`). */
  returns: PropApi[];
  /** The return type as written, shown when `returns` is empty. */
  returnType: TypeText;
  deprecated?: Deprecation;
}

/** An interface or object type of the package, with its members (e.g. the Data Grid's `GridColDef`). */
export interface InterfaceApi {
  name: string;
  kebabName: string;
  /** The package its import line names (the lowest tier that exports it). */
  packageName: string;
  description: string;
  members: PropApi[];
  deprecated?: Deprecation;
}

/** What extraction returns for a package. */
export interface PackageApi {
  packageName: string;
  version: string;
  components: ComponentApi[];
  /** Documented only when selected by name (plugin option `pages`). */
  hooks: HookApi[];
  /** Documented only when selected by name (plugin option `pages`). */
  interfaces: InterfaceApi[];
  /** Public components (or selected names) whose types could not be resolved, skipped, by name. */
  skipped: string[];
}
