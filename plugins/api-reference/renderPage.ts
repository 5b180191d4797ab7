import {escapeMarkdown, frontMatter, jsxCode, jsxText, plainText} from './mdx';
import type {ClassApi, ComponentApi, Deprecation, HookApi, InterfaceApi, PropApi, SlotApi, TypeText} from './types';

/** What a page needs to know about the rest of the generated set. */
export interface RenderContext {
  /** Names of the components that get a page: only those are linked (as `./<kebab>.mdx`). */
  generated: ReadonlySet<string>;
  /** The props of another component of the package (for the inheritance section), if known. */
  propsOf?: (componentName: string) => readonly PropApi[] | undefined;
  /** The link (a file relative to the page, or a site route) to a demo page of this site, if it has one. */
  localDemoLink?: (href: string) => string | undefined;
  /**
   * The link to another component's page (for the inheritance section); by default its file
   * beside this page, `./<kebab>.mdx`.
   */
  componentLink?: (componentName: string, kebabName: string) => string;
}

/** Where a section's headings start and how its table rows' ids are prefixed (several items share a page). */
interface SectionPlace {
  /** `##` for a page of one item, `###` under an item's own heading. */
  heading: string;
  /** `''` on a page of one item (`#prop-variant`), `<kebab>-` on a shared page (`#button-prop-disabled`). */
  idPrefix: string;
}

const ONE_ITEM: SectionPlace = {heading: '##', idPrefix: ''};

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

/** Under a type whose values a theme can extend (TypeText.extendable). */
export const EXTENDABLE_NOTE = 'A theme can add values (TypeScript module augmentation).';

function typeCell(type: TypeText): string {
  const note = type.extendable ? `<br /><small>${EXTENDABLE_NOTE}</small>` : '';
  if (!type.long) return `<td>${jsxCode(type.text)}${note}</td>`;
  const summary = `${type.text.slice(0, SUMMARY_LENGTH).trimEnd()}…`;
  return `<td><details><summary>${jsxCode(summary)}</summary>${jsxCode(type.text)}</details>${note}</td>`;
}

function deprecationNote(deprecated: Deprecation | undefined): string {
  return deprecated ? `**Deprecated.** ${deprecated.message}\n\n` : '';
}

/**
 * The component of the site's tables: a table too wide for the screen joins the tab order so a
 * keyboard can scroll it (src/components/ScrollableTable). Markdown tables get it through the MDX
 * components; a table written as JSX, as these are, names it.
 */
export const TABLE_COMPONENT = 'ScrollableTable';
const TABLE_IMPORT = `import ${TABLE_COMPONENT} from '@site/src/components/ScrollableTable';`;

function table(headings: readonly string[], rows: readonly string[]): string {
  const head = `<tr>${headings.map((heading) => `<th>${heading}</th>`).join('')}</tr>`;
  return `<${TABLE_COMPONENT}>\n<thead>\n${head}\n</thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</${TABLE_COMPONENT}>`;
}

/** A row of a props-like table; its id is `rowIdPrefix` and the name (`prop-variant`, `button-prop-disabled`). */
function propRow(prop: PropApi, rowIdPrefix = 'prop-'): string {
  const flags = [
    prop.required ? ' <strong>(required)</strong>' : '',
    prop.deprecated ? ' <em>(deprecated)</em>' : '',
  ].join('');
  return [
    `<tr id=${jsxText(`${rowIdPrefix}${prop.name}`)}>`,
    `<td>${jsxCode(prop.name)}${flags}</td>`,
    typeCell(prop.type),
    `<td>${prop.default === undefined ? '' : jsxCode(prop.default)}</td>`,
    markdownCell(deprecationNote(prop.deprecated) + prop.description),
    '</tr>',
  ].join('\n');
}

function slotRow(slot: SlotApi, idPrefix = ''): string {
  return [
    `<tr id=${jsxText(`${idPrefix}slot-${slot.name}`)}>`,
    `<td>${jsxCode(slot.name)}</td>`,
    `<td>${slot.defaultComponent === undefined ? '' : jsxCode(slot.defaultComponent)}</td>`,
    `<td>${slot.className === undefined ? '' : jsxCode(`.${slot.className}`)}</td>`,
    markdownCell(slot.description),
    '</tr>',
  ].join('\n');
}

function classRow(entry: ClassApi, idPrefix = ''): string {
  return [
    `<tr id=${jsxText(`${idPrefix}class-${entry.key}`)}>`,
    `<td>${jsxCode(`.${entry.className}`)}${entry.deprecated ? ' <em>(deprecated)</em>' : ''}</td>`,
    `<td>${jsxCode(entry.key)}</td>`,
    markdownCell(deprecationNote(entry.deprecated) + entry.description),
    '</tr>',
  ].join('\n');
}

function importSection(
  api: Pick<ComponentApi, 'name' | 'importKind' | 'importPath' | 'packageName'>,
  place: SectionPlace,
): string {
  const own = api.importKind === 'default' ? api.name : `{ ${api.name} }`;
  const lines =
    api.importPath === api.packageName
      ? [`import { ${api.name} } from '${api.packageName}';`]
      : [`import ${own} from '${api.importPath}';`, '// or', `import { ${api.name} } from '${api.packageName}';`];
  // Code fences are literal in MDX: nothing inside needs escaping.
  return `${place.heading} Import\n\n\`\`\`js\n${lines.join('\n')}\n\`\`\``;
}

function inheritanceSection(api: ComponentApi, context: RenderContext, place: SectionPlace): string | undefined {
  if (!api.inherits) return undefined;
  const {name, kebabName} = api.inherits;
  const link = context.componentLink?.(name, kebabName) ?? `./${kebabName}.mdx`;
  const parent = context.generated.has(name) ? `[${name}](${link})` : `\`${name}\``;
  const own = new Set(api.props.map((prop) => prop.name));
  const forwarded = context.propsOf?.(name)?.filter((prop) => !own.has(prop.name) && !prop.deprecated);
  return [
    `${place.heading} Inheritance`,
    `${api.name} is built on ${parent}. The props of the ${parent} component are also available: props not listed above are forwarded to it.`,
    forwarded && forwarded.length > 0
      ? `Forwarded to ${parent}: ${forwarded.map((prop) => jsxCode(prop.name)).join(', ')}.`
      : undefined,
  ]
    .filter((paragraph) => paragraph !== undefined)
    .join('\n\n');
}

function demosSection(api: ComponentApi, context: RenderContext, place: SectionPlace): string | undefined {
  if (api.demos.length === 0) return undefined;
  // Pages of this site are linked (the build checks those links); the others are listed by title.
  const item = (demo: ComponentApi['demos'][number]) => {
    const link = context.localDemoLink?.(demo.href);
    return link ? `- [${escapeMarkdown(demo.title)}](${link})` : `- ${escapeMarkdown(demo.title)}`;
  };
  return `${place.heading} Demos\n\n${api.demos.map(item).join('\n')}`;
}

function deprecationAdmonition(deprecated: Deprecation | undefined): string | undefined {
  return deprecated ? `:::warning[Deprecated]\n\n${escapeMarkdown(deprecated.message)}\n\n:::` : undefined;
}

/** A table of props, parameters or members, whose rows' ids are `<idPrefix><rowKind>-<name>`. */
function membersTable(rows: readonly PropApi[], idPrefix: string, rowKind: 'prop' | 'parameter' | 'return'): string {
  return table(
    ['Name', 'Type', 'Default', 'Description'],
    rows.map((row) => propRow(row, `${idPrefix}${rowKind}-`)),
  );
}

/** The sections of a component: import, props, inheritance, slots, CSS classes, demos. */
function componentSections(api: ComponentApi, context: RenderContext, place: SectionPlace): (string | undefined)[] {
  const {heading, idPrefix} = place;
  return [
    deprecationAdmonition(api.deprecated),
    api.description ? escapeMarkdown(demoteHeadings(api.description)) : undefined,
    importSection(api, place),
    api.props.length > 0
      ? `${heading} Props\n\n${membersTable(api.props, idPrefix, 'prop')}`
      : `${heading} Props\n\nThis component has no props of its own.`,
    inheritanceSection(api, context, place),
    api.slots.length > 0
      ? `${heading} Slots\n\n${table(
          ['Name', 'Default', 'Class', 'Description'],
          api.slots.map((slot) => slotRow(slot, idPrefix)),
        )}`
      : undefined,
    api.classes.length > 0
      ? `${heading} CSS classes\n\n${table(
          ['Class name', 'Rule name', 'Description'],
          api.classes.map((entry) => classRow(entry, idPrefix)),
        )}`
      : undefined,
    demosSection(api, context, place),
  ];
}

/** The sections of a hook: import, parameters, return value. */
function hookSections(api: HookApi, place: SectionPlace): (string | undefined)[] {
  const {heading, idPrefix} = place;
  return [
    deprecationAdmonition(api.deprecated),
    api.description ? escapeMarkdown(demoteHeadings(api.description)) : undefined,
    importSection(api, place),
    api.parameters.length > 0
      ? `${heading} Parameters\n\n${membersTable(api.parameters, idPrefix, 'parameter')}`
      : `${heading} Parameters\n\nThis hook takes no parameters.`,
    api.returns.length > 0
      ? `${heading} Return value\n\n${membersTable(api.returns, idPrefix, 'return')}`
      : `${heading} Return value\n\n${api.name} returns ${jsxCode(api.returnType.text)}.`,
  ];
}

/** The sections of an interface: import, members. */
function interfaceSections(api: InterfaceApi, place: SectionPlace): (string | undefined)[] {
  const {heading, idPrefix} = place;
  return [
    deprecationAdmonition(api.deprecated),
    api.description ? escapeMarkdown(demoteHeadings(api.description)) : undefined,
    `${heading} Import\n\n\`\`\`ts\nimport type { ${api.name} } from '${api.packageName}';\n\`\`\``,
    `${heading} Properties\n\n${membersTable(api.members, idPrefix, 'prop')}`,
  ];
}

/**
 * The anchor of an item's section on a shared page: its kebab name without an `unstable-`
 * prefix (`Unstable_NumberInput` -> `#number-input`), as links to the stable name expect.
 */
export function sectionAnchor(kebabName: string): string {
  return kebabName.replace(/^unstable-/, '');
}

/** One item a generated page documents. */
export type ApiItem =
  {kind: 'component'; api: ComponentApi} | {kind: 'hook'; api: HookApi} | {kind: 'interface'; api: InterfaceApi};

function itemSections(item: ApiItem, context: RenderContext, place: SectionPlace): (string | undefined)[] {
  if (item.kind === 'component') return componentSections(item.api, context, place);
  if (item.kind === 'hook') return hookSections(item.api, place);
  return interfaceSections(item.api, place);
}

const KIND_WORDS = {component: 'React component', hook: 'React hook', interface: 'type'} as const;

/** An item's one-sentence summary: its JSDoc's first sentence, or a stock description. */
export function itemDescription(item: ApiItem): string {
  const firstSentence = /^.*?[.!?](?=\s|$)/.exec(plainText(item.api.description.split(/\n\s*\n/)[0] ?? ''))?.[0];
  if (firstSentence) return firstSentence;
  return item.kind === 'component'
    ? metaDescription(item.api)
    : `API reference for the ${item.api.name} ${KIND_WORDS[item.kind]} of ${item.api.packageName}.`;
}

function page(fields: {title: string; description: string; demos: readonly object[]}, packages: string, body: string) {
  const head = frontMatter({
    title: fields.title,
    description: fields.description,
    layout: 'wide',
    [GENERATED_MARKER]: true,
    demos: fields.demos,
  });
  const notice = `{/* Generated from the type declarations of ${packages} by plugins/api-reference: do not edit, run \`npm run generate:api\`. */}`;
  const imports = body.includes(`<${TABLE_COMPONENT}>`) ? `\n${TABLE_IMPORT}\n` : '';
  return `${head}\n${notice}\n${imports}\n${body}\n`;
}

function joinSections(sections: readonly (string | undefined)[]): string {
  return sections.filter((section) => section !== undefined).join('\n\n');
}

/**
 * The MDX page of one component: front matter (title, description, `layout: wide`, the
 * generated marker, the demo links as data), then import lines, description, props, slots,
 * CSS classes, inheritance and demos. Every piece of text from the declarations is escaped
 * (see `mdx.ts`), so any declaration yields a page that compiles.
 */
export function renderPage(api: ComponentApi, context: RenderContext = {generated: new Set()}): string {
  return renderItemsPage([{kind: 'component', api}], {title: `${api.name} API`}, context);
}

/**
 * The MDX page of several items (a Base UI component page's components, or its hooks), one
 * `##` section each whose anchor is the item's kebab name (`#menu-button`, `#use-menu`), or of
 * one item, laid out as a component page is.
 */
export function renderItemsPage(
  items: readonly ApiItem[],
  {title, sectioned = false}: {title: string; sectioned?: boolean},
  context: RenderContext = {generated: new Set()},
): string {
  const [first] = items;
  if (!first) throw new Error(`The API page "${title}" documents nothing`);
  const packages = [...new Set(items.map((item) => item.api.packageName))].join(', ');
  const demos = items.flatMap((item) => (item.kind === 'component' ? item.api.demos : []));
  if (items.length === 1 && !sectioned) {
    return page(
      {title, description: itemDescription(first), demos},
      packages,
      joinSections(itemSections(first, context, ONE_ITEM)),
    );
  }
  const body = items
    .map((item) => {
      const anchor = sectionAnchor(item.api.kebabName);
      const place = {heading: '###', idPrefix: `${anchor}-`};
      // Docusaurus reads an explicit heading id from a trailing `{/* #id */}` comment (valid MDX).
      return joinSections([`## ${item.api.name} {/* #${anchor} */}`, ...itemSections(item, context, place)]);
    })
    .join('\n\n');
  const names = items.map((item) => item.api.name);
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const description = `API reference for ${listed} of ${packages}.`;
  return page({title, description, demos}, packages, body);
}

/** One entry of an index page. */
export interface IndexEntry {
  name: string;
  kind: ApiItem['kind'];
  /** A Markdown link target (a page file relative to the index). */
  link: string;
  summary: string;
}

const INDEX_HEADINGS = {component: 'Components', hook: 'Hooks', interface: 'Interfaces'} as const;

/** A page listing every page of a reference, one section per kind, each entry with its summary. */
export function renderIndexPage(title: string, packages: string, entries: readonly IndexEntry[]): string {
  const sections = (['component', 'hook', 'interface'] as const).flatMap((kind) => {
    const ofKind = entries.filter((entry) => entry.kind === kind);
    if (ofKind.length === 0) return [];
    const items = ofKind.map(
      (entry) => `- [${escapeMarkdown(entry.name)}](${entry.link}): ${escapeMarkdown(entry.summary)}`,
    );
    return [`## ${INDEX_HEADINGS[kind]}\n\n${items.join('\n')}`];
  });
  const description = `Every component and type of ${packages} documented on this site, with a link to its API page.`;
  return page({title, description, demos: []}, packages, [description, ...sections].join('\n\n'));
}
