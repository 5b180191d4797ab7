/**
 * Brings the document in line with a HeadState, touching only what `<Head>` manages: head tags
 * marked `data-rh` (the server marks its own the same way) and the `<html>`, `<body>` and
 * `<title>` attributes listed in their own `data-rh`. A tag that is already right stays in place,
 * so the first update after hydration changes nothing.
 */
import {LIST_TAGS, type AttributeTag, type Attributes, type HeadState, type ListTag} from './headState';

/** The marker attribute, as react-helmet-async writes it on the server. */
export const MANAGED = 'data-rh';

function createTag(document: Document, type: ListTag, attributes: Attributes): HTMLElement {
  const element = document.createElement(type);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'innerHTML') element.innerHTML = value ?? '';
    else element.setAttribute(name, value ?? '');
  }
  element.setAttribute(MANAGED, 'true');
  return element;
}

function updateTags(document: Document, type: ListTag, tags: readonly Attributes[]): void {
  const old = Array.from(document.head.querySelectorAll(`${type}[${MANAGED}]`));
  const added: HTMLElement[] = [];
  for (const attributes of tags) {
    const wanted = createTag(document, type, attributes);
    const same = old.findIndex((element) => element.isEqualNode(wanted));
    if (same === -1) added.push(wanted);
    else old.splice(same, 1);
  }
  for (const element of old) element.remove();
  document.head.append(...added);
}

function updateAttributes(element: Element | null, attributes: Attributes): void {
  if (!element) return;
  const previous = element.getAttribute(MANAGED)?.split(',') ?? [];
  for (const [name, value] of Object.entries(attributes)) {
    if (element.getAttribute(name) !== (value ?? '')) element.setAttribute(name, value ?? '');
  }
  const names = Object.keys(attributes);
  for (const name of previous) if (!names.includes(name)) element.removeAttribute(name);
  if (names.length === 0) element.removeAttribute(MANAGED);
  else element.setAttribute(MANAGED, names.join(','));
}

const ELEMENTS: Record<AttributeTag, (document: Document) => Element | null> = {
  html: (document) => document.documentElement,
  body: (document) => document.body,
  title: (document) => document.querySelector('title'),
};

export function applyHeadState(document: Document, state: HeadState): void {
  for (const type of ['html', 'body'] as const) updateAttributes(ELEMENTS[type](document), state.attributes[type]);
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  updateAttributes(ELEMENTS.title(document), state.attributes.title);
  for (const type of LIST_TAGS) updateTags(document, type, state.tags[type]);
}
