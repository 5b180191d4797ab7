/**
 * What `<Head>` elements ask of the document head, and how several of them combine: the rules of
 * react-helmet-async, which renders them on the server. The browser build uses plugins/lean/client/runtime/head/Helmet.tsx
 * instead of that library (plugins/lean/client/client-head); both must agree, or the first update after
 * hydration would rewrite the server's tags.
 */
import React, {isValidElement, type ReactElement, type ReactNode} from 'react';

/** Elements a `<Head>` may hold once per document: their attributes (and the title's text). */
export type AttributeTag = 'html' | 'body' | 'title';
/** Elements a `<Head>` may hold several of. */
export type ListTag = 'meta' | 'link' | 'script' | 'style' | 'noscript' | 'base';

/** An element's HTML attributes; `innerHTML` holds a script's, style's or noscript's text. */
export type Attributes = Record<string, string | undefined>;

/** What one `<Head>` asks for. */
export interface HeadRequest {
  title?: string;
  attributes: Partial<Record<AttributeTag, Attributes>>;
  tags: Partial<Record<ListTag, Attributes[]>>;
}

/** What the document head should hold: every request, combined. */
export interface HeadState {
  title?: string;
  attributes: Record<AttributeTag, Attributes>;
  tags: Record<ListTag, Attributes[]>;
}

export const LIST_TAGS: readonly ListTag[] = ['base', 'meta', 'link', 'style', 'script', 'noscript'];
const ATTRIBUTE_TAGS: readonly AttributeTag[] = ['html', 'body', 'title'];

/**
 * The attributes that identify a tag: a later request's tag replaces an earlier request's tag with
 * the same value of the same identifying attribute (the last one the tag has, in its own order).
 */
const IDENTIFYING: Record<ListTag, readonly string[]> = {
  base: ['href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  link: ['rel', 'href'],
  script: ['src', 'innerHTML'],
  style: ['innerHTML'],
  noscript: ['innerHTML'],
};

/** React prop names whose HTML attribute is spelled otherwise. */
const HTML_NAMES: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};

const isListTag = (type: string): type is ListTag => (LIST_TAGS as readonly string[]).includes(type);
const isAttributeTag = (type: string): type is AttributeTag => (ATTRIBUTE_TAGS as readonly string[]).includes(type);

/** A child's text: strings and numbers, arrays of them joined. */
function textOf(children: unknown): string | undefined {
  if (children === undefined || children === null) return undefined;
  return Array.isArray(children) ? children.join('') : String(children);
}

function attributesOf(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children') continue;
    attributes[HTML_NAMES[name] ?? name] = value === undefined || value === null ? undefined : String(value);
  }
  return attributes;
}

/**
 * The request a `<Head>`'s children make: `<title>`, `<html>`/`<body>` attributes and head tags,
 * also inside fragments. Anything else is an authoring mistake, named in the error.
 */
export function readHeadChildren(children: ReactNode, request: HeadRequest = {attributes: {}, tags: {}}): HeadRequest {
  React.Children.forEach(children, (child) => {
    if (child === null || child === undefined || typeof child === 'boolean') return;
    if (!isValidElement(child)) throw new Error(`<Head> holds elements only, not ${JSON.stringify(child)}`);
    const {type, props} = child as ReactElement<Record<string, unknown>>;
    if (type === React.Fragment) {
      readHeadChildren(props.children as ReactNode, request);
    } else if (typeof type === 'string' && isListTag(type)) {
      const text = textOf(props.children);
      const tag = attributesOf(props);
      (request.tags[type] ??= []).push(text === undefined ? tag : {...tag, innerHTML: text});
    } else if (typeof type === 'string' && isAttributeTag(type)) {
      if (type === 'title') request.title = textOf(props.children);
      request.attributes[type] = attributesOf(props);
    } else {
      const name = typeof type === 'string' ? `<${type}>` : 'a component';
      throw new Error(
        `<Head> cannot render ${name}: use <title>, <html>, <body> or ${LIST_TAGS.map((t) => `<${t}>`).join(', ')}`,
      );
    }
  });
  return request;
}

/** The key two tags of one kind share when one should replace the other; undefined: never. */
function identityOf(type: ListTag, tag: Attributes): string | undefined {
  // attributesOf spells identifying attributes in lower case (`httpEquiv` is `http-equiv`).
  let key: string | undefined;
  for (const name of Object.keys(tag)) {
    if (!IDENTIFYING[type].includes(name)) continue;
    // A canonical link is identified by its rel alone; a stylesheet's rel identifies nothing.
    if (key === 'rel' && tag.rel?.toLowerCase() === 'canonical') continue;
    if (name === 'rel' && tag.rel?.toLowerCase() === 'stylesheet') continue;
    key = name;
  }
  const value = key === undefined ? undefined : tag[key];
  return key && value ? `${key}=${value.toLowerCase()}` : undefined;
}

/**
 * The tags of one kind, from requests in render order: a later request's tag replaces earlier
 * requests' tags with its identity; a request may repeat an identity itself (two `theme-color`
 * metas for two media queries). Tags with no identity are dropped, as on the server.
 */
function combineTags(type: ListTag, requests: readonly HeadRequest[]): Attributes[] {
  const taken = new Set<string>();
  const kept: Attributes[][] = [];
  for (const request of [...requests].reverse()) {
    const mine = new Set<string>();
    kept.unshift(
      (request.tags[type] ?? []).filter((tag) => {
        const identity = identityOf(type, tag);
        if (identity === undefined || taken.has(identity)) return false;
        mine.add(identity);
        return true;
      }),
    );
    for (const identity of mine) taken.add(identity);
  }
  // The innermost base tag only.
  return type === 'base' ? kept.flat().slice(-1) : kept.flat();
}

/** Combines the requests of every mounted `<Head>`, in render order (outer first). */
export function combineHeadRequests(requests: readonly HeadRequest[]): HeadState {
  const title = [...requests].reverse().find((request) => request.title !== undefined)?.title;
  const attributes = Object.fromEntries(
    ATTRIBUTE_TAGS.map((type) => [
      type,
      Object.assign({}, ...requests.map((request) => request.attributes[type] ?? {})),
    ]),
  ) as HeadState['attributes'];
  const tags = Object.fromEntries(LIST_TAGS.map((type) => [type, combineTags(type, requests)])) as HeadState['tags'];
  return {title, attributes, tags};
}
