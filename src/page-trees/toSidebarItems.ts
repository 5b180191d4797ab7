import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {getBadgeClassName, getBadgeKeys, getBadgeLabel, type BadgeKey} from './badges';
import {normalizePathname} from './docPathname';
import {escapeHtml} from '../utils/escapeHtml';
import {DECORATIONS_KEY, type SidebarDecorations} from './sidebarDecorations';
import type {GroupNode, LinkNode, PageNode, PageTree, PageTreeNode} from './types';

type NormalizedSidebar = Awaited<ReturnType<PluginOptions['sidebarItemsGenerator']>>;
/** A sidebar item as a docs plugin `sidebarItemsGenerator` returns it. */
export type SidebarItem = NormalizedSidebar[number];

/** Class names of generated HTML items, styled in src/css/sidebar.css. */
export const SUBHEADER_CLASS = 'mui-sidebar-subheader';
export const PLANNED_CLASS = 'mui-sidebar-planned';

function badgesHtml(badges: readonly BadgeKey[]): string {
  return badges
    .map((key) => `<span class="${getBadgeClassName(key)}">${escapeHtml(getBadgeLabel(key))}</span>`)
    .join('');
}

function decorationsOf(node: PageTreeNode): {customProps?: {[DECORATIONS_KEY]: SidebarDecorations}} {
  const decorations: SidebarDecorations = {badges: getBadgeKeys(node)};
  if (node.icon) {
    decorations.icon = node.icon;
  }
  if (node.kind !== 'group' && node.linkProps) {
    decorations.linkProps = node.linkProps;
  }
  const isEmpty = decorations.badges.length === 0 && !decorations.icon && !decorations.linkProps;
  return isEmpty ? {} : {customProps: {[DECORATIONS_KEY]: decorations}};
}

/** How the converter finds the doc behind a page node. */
export interface SidebarContext {
  /** The id of the doc served at `pathname` (no trailing slash), if there is one. */
  findDocId: (pathname: string) => string | undefined;
}

function pageItems(node: PageNode, context: SidebarContext): SidebarItem[] {
  const title = node.title ?? node.pathname;
  if (node.planned) {
    // Planned pages have no doc yet: listed with their badge, deliberately not a link.
    return [
      {
        type: 'html',
        value: `<span class="menu__link ${PLANNED_CLASS}" aria-disabled="true">${escapeHtml(title)}${badgesHtml(getBadgeKeys(node))}</span>`,
        defaultStyle: true,
      },
    ];
  }
  const id = context.findDocId(normalizePathname(node.pathname));
  // A page without a doc is reported by the page-trees plugin, which fails the build.
  if (id === undefined) {
    return [];
  }
  return [{type: 'doc', id, ...(node.title ? {label: node.title} : {}), ...decorationsOf(node)}];
}

function linkItem(node: LinkNode): SidebarItem {
  return {type: 'link', href: node.href, label: node.title, ...decorationsOf(node)};
}

function groupItems(node: GroupNode, context: SidebarContext): SidebarItem[] {
  const items = node.children.flatMap((child) => nodeItems(child, context));
  if (node.subheader) {
    const heading: SidebarItem = {
      type: 'html',
      value: `<span class="${SUBHEADER_CLASS}">${escapeHtml(node.title)}${badgesHtml(getBadgeKeys(node))}</span>`,
      className: `${SUBHEADER_CLASS}-item`,
    };
    return [heading, ...items];
  }
  return [
    {
      type: 'category',
      label: node.title,
      items,
      collapsible: true,
      collapsed: true,
      ...decorationsOf(node),
    },
  ];
}

function nodeItems(node: PageTreeNode, context: SidebarContext): SidebarItem[] {
  switch (node.kind) {
    case 'page':
      return pageItems(node, context);
    case 'link':
      return [linkItem(node)];
    case 'group':
      return groupItems(node, context);
  }
}

/**
 * The sidebar of one docs instance, generated from its page tree: groups become categories
 * (or, with `subheader`, a heading followed by their children), pages become doc items,
 * outbound links become link items, planned pages become non-link HTML items.
 */
export function toSidebarItems(tree: PageTree, context: SidebarContext): SidebarItem[] {
  return tree.flatMap((node) => nodeItems(node, context));
}
