/**
 * Types of the navigation page trees (design document, "Page trees"). One tree per docs instance;
 * the sidebar is generated from it and the page-trees plugin validates it at build time.
 *
 * The runtime checks in plugins/page-trees read the key lists below, so the types and the
 * validation cannot drift apart.
 */

/** Boolean flags a node may carry; each renders a badge in the sidebar. */
export const PAGE_FLAGS = ['newFeature', 'beta', 'unstable', 'deprecated', 'legacy', 'planned'] as const;
export type PageFlag = (typeof PAGE_FLAGS)[number];

/** Commercial plans a feature may need (MUI X Pro / Premium). */
export const PLANS = ['pro', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

/** Icons a node may show before its title (keys of the sidebar's icon table). */
export const PAGE_ICONS = ['WebIcon'] as const;
export type PageIcon = (typeof PAGE_ICONS)[number];

/** Extra attributes for a node's link, e.g. analytics `data-ga-*` attributes or `target`. */
export type LinkProps = Readonly<Record<string, string>>;

/** Fields every node may carry. */
export type NodeFlags = {
  readonly [Flag in PageFlag]?: boolean;
} & {
  /** Marks a feature that needs a commercial plan. */
  readonly plan?: Plan;
  /** An icon shown before the title. */
  readonly icon?: PageIcon;
};

/** A doc of this tree's docs instance. */
export interface PageNode extends NodeFlags {
  readonly kind: 'page';
  /** The page's URL path without trailing slash, starting with the instance's route base. */
  readonly pathname: string;
  /** Sidebar label; defaults to the doc's title. */
  readonly title?: string;
  readonly linkProps?: LinkProps;
}

/** An outbound entry: another product's docs on this site, or an external site. */
export interface LinkNode extends NodeFlags {
  readonly kind: 'link';
  /** A path on this site outside this instance, or an absolute `https://` URL. */
  readonly href: string;
  readonly title: string;
  readonly linkProps?: LinkProps;
}

/** A titled group of nodes: a collapsible category, or with `subheader` a section heading. */
export interface GroupNode extends NodeFlags {
  readonly kind: 'group';
  readonly title: string;
  /** Render the title as a heading above the children instead of a collapsible category. */
  readonly subheader?: boolean;
  readonly children: readonly PageTreeNode[];
}

export type PageTreeNode = PageNode | LinkNode | GroupNode;

/** A product's navigation, top to bottom. */
export type PageTree = readonly PageTreeNode[];

/** Keys each node kind accepts; anything else is reported as an unknown field. */
export const NODE_KEYS = {
  page: ['kind', 'pathname', 'title', 'linkProps', ...PAGE_FLAGS, 'plan', 'icon'],
  link: ['kind', 'href', 'title', 'linkProps', ...PAGE_FLAGS, 'plan', 'icon'],
  group: ['kind', 'title', 'subheader', 'children', ...PAGE_FLAGS, 'plan', 'icon'],
} as const satisfies {[Kind in PageTreeNode['kind']]: readonly string[]};

/** A tree with what validation needs to know about its docs instance. */
export interface PageTreeSource {
  /** Id of the docs plugin instance the tree belongs to. */
  instanceId: string;
  /** The instance's route base, e.g. `/material-ui`. */
  routeBasePath: string;
  /** The instance's docs folder, relative to the site. */
  docsPath: string;
  /** The file defining the tree, relative to the site (named in messages). */
  treeFile: string;
  /** The tree; typed as data of unknown shape because validation must survive any input. */
  tree: unknown;
}
