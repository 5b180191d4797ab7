import ts from 'typescript';
import type {DemoLink, Deprecation} from '../types';

/** The JSDoc of one declaration: its text and its tags by name (a tag may repeat). */
export interface JsDoc {
  description: string;
  tags: ReadonlyMap<string, readonly string[]>;
}

const EMPTY: JsDoc = {description: '', tags: new Map()};

/** Upstream docs host that root-relative links in the JSDoc point to. */
const UPSTREAM_ORIGIN = 'https://mui.com';

/** JSDoc text without control characters (some upstream comments contain stray backspaces). */
export function cleanJsDocText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
}

/**
 * Reads the JSDoc block closest to a declaration. `declare const X` carries its comment on
 * the variable statement; `getJSDocCommentsAndTags` finds it from the declaration either way.
 */
export function readJsDoc(declaration: ts.Node | undefined): JsDoc {
  if (!declaration) return EMPTY;
  const blocks = ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc);
  const block = blocks[blocks.length - 1];
  if (!block) return EMPTY;
  const tags = new Map<string, string[]>();
  for (const tag of block.tags ?? []) {
    const values = tags.get(tag.tagName.text) ?? [];
    values.push(cleanJsDocText(ts.getTextOfJSDocComment(tag.comment) ?? ''));
    tags.set(tag.tagName.text, values);
  }
  return {description: cleanJsDocText(ts.getTextOfJSDocComment(block.comment) ?? ''), tags};
}

/** The first value of a tag, if present. */
export function getTag(doc: JsDoc, name: string): string | undefined {
  return doc.tags.get(name)?.[0];
}

/**
 * Makes JSDoc Markdown safe to publish elsewhere: links to upstream pages written as
 * root-relative paths (`](/material-ui/...)`) would be broken links on this site, so they
 * point at the upstream docs instead.
 */
export function absolutizeLinks(markdown: string): string {
  return markdown.replace(/\]\((\/[^)\s]*)\)/g, (_match, pathname: string) => `](${UPSTREAM_ORIGIN}${pathname})`);
}

/** A `@deprecated` tag as data; the replacement is the first backticked name after "use". */
export function parseDeprecation(doc: JsDoc): Deprecation | undefined {
  const message = doc.tags.get('deprecated')?.[0];
  if (message === undefined) return undefined;
  const replacement = /\buse\s+(?:the\s+)?(?:\[)?`([^`]+)`/i.exec(message)?.[1];
  return {message: absolutizeLinks(message) || 'Deprecated.', ...(replacement ? {replacement} : {})};
}

/**
 * Collapses a multi-line `@default` (e.g. a function body) onto one line for a table cell, without
 * the stray comment star of a doubled `* *` line (SpeedDial's `@default Zoom` reads `Zoom *`).
 */
export function normalizeDefault(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const line = value
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s+\*$/, '')
    .trim();
  return line === '' ? undefined : line;
}

/** What MUI writes in a component's JSDoc besides its description. */
export interface ComponentDoc {
  description: string;
  demos: DemoLink[];
  /** The name in "- inherits [ButtonBase API](…)", or in "The props of the [Modal](…) component are available". */
  inherits?: string;
}

const LINK_ITEM = /^\s*-\s*\[([^\]]+)\]\(([^)\s]+)\)\s*$/;
const INHERITS_ITEM = /^\s*-\s*inherits\s+\[([A-Za-z0-9_]+)(?:\s+API)?\]\(/;
/** Drawer says it in prose: "The props of the [Modal](…) component are available when …". */
const INHERITS_SENTENCE = /\bThe props of the \[([A-Za-z0-9_]+)\]\([^)\s]*\) component are available\b/;

/**
 * Splits a component's JSDoc text into its description and the "Demos:" and "API:" lists
 * (the format MUI's own docs generator writes into the declarations).
 */
export function parseComponentDoc(text: string): ComponentDoc {
  const lines = text.split('\n');
  const description: string[] = [];
  const demos: DemoLink[] = [];
  let inherits: string | undefined;
  let section: 'description' | 'demos' | 'api' = 'description';
  for (const line of lines) {
    const heading = line.trim();
    if (heading === 'Demos:') {
      section = 'demos';
      continue;
    }
    if (heading === 'API:') {
      section = 'api';
      continue;
    }
    if (section === 'description') {
      description.push(line);
    } else if (section === 'demos') {
      const match = LINK_ITEM.exec(line);
      if (match?.[1] && match[2]) demos.push({title: match[1], href: match[2]});
    } else {
      inherits = INHERITS_ITEM.exec(line)?.[1] ?? inherits;
    }
  }
  inherits ??= INHERITS_SENTENCE.exec(text)?.[1];
  return {description: absolutizeLinks(description.join('\n').trim()), demos, ...(inherits ? {inherits} : {})};
}
