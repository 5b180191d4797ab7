import {escapeMarkdown, frontMatter, jsxCode, jsxText, plainText} from './mdx';
import type {ClassApi, ComponentApi, Deprecation, PropApi, SlotApi, TypeText} from './types';

/** What a page needs to know about the rest of the generated set. */
export interface RenderContext {
  /** Names of the components that get a page: only those are linked (as `./<kebab>.mdx`). */
  generated: ReadonlySet<string>;
  /** The props of another component of the package (for the inheritance section), if known. */
  propsOf?: (componentName: string) => readonly PropApi[] | undefined;
  /** The link (a file relative to the page, or a site route) to a demo page of this site, if it has one. */
  localDemoLink?: (href: string) => string | undefined;
}

/** Front matter key marking a file as owned by the generator (only such files are deleted). */
export const GENERATED_MARKER = 'generated';

/** How many characters of a collapsed type the summary shows. */
const SUMMARY_LENGTH = 48;

/** The description for search engines and link previews: the JSDoc's first sentence, or a stock one. */
function metaDescription(api: ComponentApi): string {
  const firstSentence = /^.*?[.!?](?=\s|$)/.exec(plainText(api.description.split(/\n\s*\n/)[0] ?? ''))?.[0];
  return (
    firstSentence ??
    `API reference for the ${api.name} React component of ${api.packageName}: props, slots and CSS classes.`
  );
}

/** JSDoc descriptions may hold `## ARIA` headings; under the page's own `##` sections they go one level down. */
function demoteHeadings(markdown: string): string {
  return markdown.replace(/^(#{1,5})(?=\s)/gm, '#$1');
}

/** Markdown in a table cell: blank lines around it so MDX parses it as Markdown, not JSX text. */
function markdownCell(markdown: string): string {
  return markdown.trim() === '' ? '<td></td>' : `<td>\n\n${escapeMarkdown(markdown.trim())}\n\n</td>`;
}

function typeCell(type: TypeText): string {
  if (!type.long) return `<td>${jsxCode(type.text)}</td>`;
  const summary = `${type.text.slice(0, SUMMARY_LENGTH).trimEnd()}…`;
  return `<td><details><summary>${jsxCode(summary)}</summary>${jsxCode(type.text)}</details></td>`;
}

function deprecationNote(deprecated: Deprecation | undefined): string {
  return deprecated ? `**Deprecated.** ${deprecated.message}\n\n` : '';
}

function table(headings: readonly string[], rows: readonly string[]): string {
  const head = `<tr>${headings.map((heading) => `<th>${heading}</th>`).join('')}</tr>`;
  return `<table>\n<thead>\n${head}\n</thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`;
}

function propRow(prop: PropApi): string {
  const flags = [
    prop.required ? ' <strong>(required)</strong>' : '',
    prop.deprecated ? ' <em>(deprecated)</em>' : '',
  ].join('');
  return [
    `<tr id=${jsxText(`prop-${prop.name}`)}>`,
    `<td>${jsxCode(prop.name)}${flags}</td>`,
    typeCell(prop.type),
    `<td>${prop.default === undefined ? '' : jsxCode(prop.default)}</td>`,
    markdownCell(deprecationNote(prop.deprecated) + prop.description),
    '</tr>',
  ].join('\n');
}

function slotRow(slot: SlotApi): string {
  return [
    `<tr id=${jsxText(`slot-${slot.name}`)}>`,
    `<td>${jsxCode(slot.name)}</td>`,
    `<td>${slot.defaultComponent === undefined ? '' : jsxCode(slot.defaultComponent)}</td>`,
    `<td>${slot.className === undefined ? '' : jsxCode(`.${slot.className}`)}</td>`,
    markdownCell(slot.description),
    '</tr>',
  ].join('\n');
}

function classRow(entry: ClassApi): string {
  return [
    `<tr id=${jsxText(`class-${entry.key}`)}>`,
    `<td>${jsxCode(`.${entry.className}`)}${entry.deprecated ? ' <em>(deprecated)</em>' : ''}</td>`,
    `<td>${jsxCode(entry.key)}</td>`,
    markdownCell(deprecationNote(entry.deprecated) + entry.description),
    '</tr>',
  ].join('\n');
}

function importSection(api: ComponentApi): string {
  const own = api.importKind === 'default' ? api.name : `{ ${api.name} }`;
  const lines = [
    `import ${own} from '${api.importPath}';`,
    '// or',
    `import { ${api.name} } from '${api.packageName}';`,
  ];
  // Code fences are literal in MDX: nothing inside needs escaping.
  return `## Import\n\n\`\`\`js\n${lines.join('\n')}\n\`\`\``;
}

function inheritanceSection(api: ComponentApi, context: RenderContext): string | undefined {
  if (!api.inherits) return undefined;
  const {name, kebabName} = api.inherits;
  const parent = context.generated.has(name) ? `[${name}](./${kebabName}.mdx)` : `\`${name}\``;
  const own = new Set(api.props.map((prop) => prop.name));
  const forwarded = context.propsOf?.(name)?.filter((prop) => !own.has(prop.name) && !prop.deprecated);
  return [
    '## Inheritance',
    `${api.name} is built on ${parent}. The props of the ${parent} component are also available: props not listed above are forwarded to it.`,
    forwarded && forwarded.length > 0
      ? `Forwarded to ${parent}: ${forwarded.map((prop) => jsxCode(prop.name)).join(', ')}.`
      : undefined,
  ]
    .filter((paragraph) => paragraph !== undefined)
    .join('\n\n');
}

function demosSection(api: ComponentApi, context: RenderContext): string | undefined {
  if (api.demos.length === 0) return undefined;
  // Pages of this site are linked (the build checks those links); the others are listed by title.
  const item = (demo: ComponentApi['demos'][number]) => {
    const link = context.localDemoLink?.(demo.href);
    return link ? `- [${escapeMarkdown(demo.title)}](${link})` : `- ${escapeMarkdown(demo.title)}`;
  };
  return `## Demos\n\n${api.demos.map(item).join('\n')}`;
}

/**
 * The MDX page of one component: front matter (title, description, `layout: wide`, the
 * generated marker, the demo links as data), then import lines, description, props, slots,
 * CSS classes, inheritance and demos. Every piece of text from the declarations is escaped
 * (see `mdx.ts`), so any declaration yields a page that compiles.
 */
export function renderPage(api: ComponentApi, context: RenderContext = {generated: new Set()}): string {
  const sections = [
    api.deprecated ? `:::warning[Deprecated]\n\n${escapeMarkdown(api.deprecated.message)}\n\n:::` : undefined,
    api.description ? escapeMarkdown(demoteHeadings(api.description)) : undefined,
    importSection(api),
    api.props.length > 0
      ? `## Props\n\n${table(['Name', 'Type', 'Default', 'Description'], api.props.map(propRow))}`
      : '## Props\n\nThis component has no props of its own.',
    inheritanceSection(api, context),
    api.slots.length > 0
      ? `## Slots\n\n${table(['Name', 'Default', 'Class', 'Description'], api.slots.map(slotRow))}`
      : undefined,
    api.classes.length > 0
      ? `## CSS classes\n\n${table(['Class name', 'Rule name', 'Description'], api.classes.map(classRow))}`
      : undefined,
    demosSection(api, context),
  ];
  const head = frontMatter({
    title: `${api.name} API`,
    description: metaDescription(api),
    layout: 'wide',
    [GENERATED_MARKER]: true,
    demos: api.demos,
  });
  const notice = `{/* Generated from the type declarations of ${api.packageName} by plugins/api-reference: do not edit, run \`npm run generate:api\`. */}`;
  return `${head}\n${notice}\n\n${sections.filter((section) => section !== undefined).join('\n\n')}\n`;
}
