import {escapeMarkdown, frontMatter, jsxCode, plainText} from './mdx';
import {inheritanceSections, type InheritanceLookup} from './renderInheritance';
import {classRow, membersTable, slotRow, table, TABLE_COMPONENT, TABLE_IMPORT} from './renderTables';
import type {ComponentApi, Deprecation, HookApi, InterfaceApi, PropApi} from './types';

export {EXTENDABLE_NOTE, TABLE_COMPONENT} from './renderTables';

/** What a page needs to know about the rest of the generated set. */
export interface RenderContext {
  /** Names of the components that get a page: only those are linked (as `./<kebab>.mdx`). */
  generated: ReadonlySet<string>;
  /** Another component of the package (for the inheritance sections), if known. */
  componentOf?: InheritanceLookup['componentOf'];
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

function inheritanceLookup(context: RenderContext): InheritanceLookup {
  return {
    ...(context.componentOf ? {componentOf: context.componentOf} : {}),
    mention: (name, kebabName) =>
      context.generated.has(name)
        ? `[${name}](${context.componentLink?.(name, kebabName) ?? `./${kebabName}.mdx`})`
        : `\`${name}\``,
  };
}

/**
 * What "(required)" means, said once on every page: React warns when such a prop is missing
 * (the library's propTypes mark it `isRequired`), which is what MUI's pages mark too. A prop
 * that TypeScript requires but the component tolerates at run time is not marked.
 */
export const REQUIRED_NOTE =
  "Props marked <strong>(required)</strong> must be passed: React warns when one is missing (the library's propTypes). The others are optional.";

/**
 * The key of a component in the theme (`MuiButton`, `JoyButton`): the prefix of its global class
 * names, which is the name MUI registers its theme props and style overrides under.
 */
export function themeKey(api: Pick<ComponentApi, 'classes'>): string | undefined {
  return api.classes.map((entry) => /^((?:Mui|Joy)[A-Z][A-Za-z0-9]*)-/.exec(entry.className)?.[1]).find(Boolean);
}

function themeSection(api: ComponentApi, place: SectionPlace): string | undefined {
  const key = themeKey(api);
  if (!key) return undefined;
  return [
    `${place.heading} Theme`,
    `The theme key of ${api.name} is ${jsxCode(key)}: set its default props in ${jsxCode(`theme.components.${key}.defaultProps`)} and override its styles in ${jsxCode(`theme.components.${key}.styleOverrides`)} (keyed by the rule names of the CSS classes table).`,
  ].join('\n\n');
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

/** The sections of a component: import, props, inheritance, slots, CSS classes, demos. */
function componentSections(api: ComponentApi, context: RenderContext, place: SectionPlace): (string | undefined)[] {
  const {heading, idPrefix} = place;
  return [
    deprecationAdmonition(api.deprecated),
    api.description ? escapeMarkdown(demoteHeadings(api.description)) : undefined,
    importSection(api, place),
    api.props.length > 0
      ? `${heading} Props\n\n${REQUIRED_NOTE}\n\n${membersTable(api.props, idPrefix, 'prop')}`
      : `${heading} Props\n\nThis component has no props of its own.`,
    ...inheritanceSections(api, inheritanceLookup(context), place),
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
    themeSection(api, place),
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
  const notice = `{/* ${generatedNotice(packages)}: do not edit, run \`npm run generate:api\`. */}`;
  const imports = body.includes(`<${TABLE_COMPONENT}>`) ? `\n${TABLE_IMPORT}\n` : '';
  return `${head}\n${notice}\n${imports}\n${body}\n`;
}

/** The comment a generated page starts with, naming the packages it documents. */
export function generatedNotice(packages: string): string {
  return `Generated from the type declarations of ${packages} by plugins/api-reference`;
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
