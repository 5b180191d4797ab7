/**
 * Reads back what a generated API page shows: the prop rows of each component it documents,
 * and the section each row is in. The fidelity test compares these with what the package
 * documents (propTypes.ts).
 */

/** One prop row of a generated page. */
export interface ShownProp {
  /** The component whose section the row is in. */
  component: string;
  name: string;
  /** The component the prop belongs to: the section's own component, or the one it is inherited from. */
  owner: string;
  default?: string;
  deprecated: boolean;
  required: boolean;
}

/** `## Name {/* #anchor *\/}`: a section per component on a shared page. */
const ITEM_HEADING = /^## ([A-Za-z0-9_]+) \{\/\* #[a-z0-9-]+ \*\/\}$/;
/** The table of a component's own props. */
const OWN_PROPS_HEADING = /^#{2,3} Props$/;
/** A table of the props a component takes from the one it is built on (see renderPage.ts). */
const INHERITED_HEADING = /^#{2,4} Props of ([A-Za-z0-9_]+)\b/;
const ROW_ID = /^<tr id=\{"(?:[a-z0-9-]+-)?prop-([^"]+)"\}>$/;
const CODE_CELL = /^<td(?: [^>]*)?><code>\{("(?:[^"\\]|\\.)*")\}<\/code>/;

/** The rows of every props table of a page titled `title` (a page of one component is named by its title). */
export function readShownProps(mdx: string, pageComponent: string): ShownProp[] {
  const lines = mdx.split('\n');
  const rows: ShownProp[] = [];
  let component = pageComponent;
  let owner: string | undefined;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const item = ITEM_HEADING.exec(line);
    if (item?.[1]) {
      component = item[1];
      owner = undefined;
      continue;
    }
    if (line.startsWith('#')) {
      owner = OWN_PROPS_HEADING.test(line) ? component : INHERITED_HEADING.exec(line)?.[1];
      continue;
    }
    const id = ROW_ID.exec(line);
    if (!id?.[1] || owner === undefined) continue;
    const nameCell = lines[index + 1] ?? '';
    const defaultCell = lines[index + 3] ?? '';
    const defaultText = CODE_CELL.exec(defaultCell)?.[1];
    rows.push({
      component,
      name: id[1],
      owner,
      ...(defaultText !== undefined ? {default: JSON.parse(defaultText) as string} : {}),
      deprecated: nameCell.includes('<em>(deprecated)</em>'),
      required: nameCell.includes('<strong>(required)</strong>'),
    });
  }
  return rows;
}
