import {escapeMarkdown, jsxCode, jsxText} from './mdx';
import type {ClassApi, Deprecation, PropApi, SlotApi, TypeText} from './types';

/** The tables of generated pages (props, slots, CSS classes) and their rows. */

/** How many characters of a collapsed type the summary shows. */
const SUMMARY_LENGTH = 48;

/** Markdown in a table cell: blank lines around it so MDX parses it as Markdown, not JSX text. */
function markdownCell(markdown: string): string {
  return markdown.trim() === '' ? '<td></td>' : `<td>\n\n${escapeMarkdown(markdown.trim())}\n\n</td>`;
}

/** Under a type whose values a theme can extend (TypeText.extendable). */
export const EXTENDABLE_NOTE = 'A theme can add values (TypeScript module augmentation).';

function typeCell(type: TypeText): string {
  const note = type.extendable ? `<br /><small>${EXTENDABLE_NOTE}</small>` : '';
  if (!type.long) return `<td>${jsxCode(type.text)}${note}</td>`;
  const summary = `${type.text.slice(0, SUMMARY_LENGTH).trimEnd()}…`;
  return `<td><details><summary>${jsxCode(summary)}</summary>${jsxCode(type.text)}</details>${note}</td>`;
}

export function deprecationNote(deprecated: Deprecation | undefined): string {
  return deprecated ? `**Deprecated.** ${deprecated.message}\n\n` : '';
}

/**
 * The component of the site's tables: a table too wide for the screen joins the tab order so a
 * keyboard can scroll it (src/components/ScrollableTable). Markdown tables get it through the MDX
 * components; a table written as JSX, as these are, names it.
 */
export const TABLE_COMPONENT = 'ScrollableTable';
export const TABLE_IMPORT = `import ${TABLE_COMPONENT} from '@site/src/components/ScrollableTable';`;

export function table(headings: readonly string[], rows: readonly string[]): string {
  const head = `<tr>${headings.map((heading) => `<th>${heading}</th>`).join('')}</tr>`;
  return `<${TABLE_COMPONENT}>\n<thead>\n${head}\n</thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</${TABLE_COMPONENT}>`;
}

/**
 * Weight of a prop's name in the search index (Pagefind's scale: a page title weighs 7, an h4 4,
 * a paragraph 1): a prop's name finds the API pages that list it before pages that mention it
 * ("disableRipple": the API pages first, Button API 3rd), and stays below headings, so that
 * "tooltip" finds the Tooltip page before a `tooltipTitle` row (12 common queries rank as with 2).
 */
const PROP_NAME_WEIGHT = 3;

/** A row of a props-like table; its id is `rowIdPrefix` and the name (`prop-variant`, `button-prop-disabled`). */
export function propRow(prop: PropApi, rowIdPrefix = 'prop-'): string {
  const flags = [
    prop.required ? ' <strong>(required)</strong>' : '',
    prop.deprecated ? ' <em>(deprecated)</em>' : '',
  ].join('');
  return [
    `<tr id=${jsxText(`${rowIdPrefix}${prop.name}`)}>`,
    `<td data-pagefind-weight="${PROP_NAME_WEIGHT}">${jsxCode(prop.name)}${flags}</td>`,
    typeCell(prop.type),
    `<td>${prop.default === undefined ? '' : jsxCode(prop.default)}</td>`,
    markdownCell(deprecationNote(prop.deprecated) + prop.description),
    '</tr>',
  ].join('\n');
}

export function slotRow(slot: SlotApi, idPrefix = ''): string {
  return [
    `<tr id=${jsxText(`${idPrefix}slot-${slot.name}`)}>`,
    `<td>${jsxCode(slot.name)}</td>`,
    `<td>${slot.defaultComponent === undefined ? '' : jsxCode(slot.defaultComponent)}</td>`,
    `<td>${slot.className === undefined ? '' : jsxCode(`.${slot.className}`)}</td>`,
    markdownCell(slot.description),
    '</tr>',
  ].join('\n');
}

export function classRow(entry: ClassApi, idPrefix = ''): string {
  return [
    `<tr id=${jsxText(`${idPrefix}class-${entry.key}`)}>`,
    `<td>${jsxCode(`.${entry.className}`)}${entry.deprecated ? ' <em>(deprecated)</em>' : ''}</td>`,
    `<td>${jsxCode(entry.key)}</td>`,
    markdownCell(deprecationNote(entry.deprecated) + entry.description),
    '</tr>',
  ].join('\n');
}

/** A table of props, parameters or members, whose rows' ids are `<idPrefix><rowKind>-<name>`. */
export function membersTable(
  rows: readonly PropApi[],
  idPrefix: string,
  rowKind: 'prop' | 'parameter' | 'return',
): string {
  return table(
    ['Name', 'Type', 'Default', 'Description'],
    rows.map((row) => propRow(row, `${idPrefix}${rowKind}-`)),
  );
}
