import {membersTable} from './renderTables';
import type {ComponentApi} from './types';

/** What the inheritance sections need to know about the other components of the package. */
export interface InheritanceLookup {
  /** Another component's API (its props and what it is built on), if the package documents it. */
  componentOf?: (componentName: string) => Pick<ComponentApi, 'props' | 'inherits'> | undefined;
  /** Markdown naming a component: a link to its page when it has one, else its name as code. */
  mention: (componentName: string, kebabName: string) => string;
}

/** How deep a chain of components built on each other can go (SwipeableDrawer, Drawer, Modal). */
const MAX_DEPTH = 4;

/**
 * The props a component takes from the component it is built on, and from the one that one is
 * built on, as MUI's "Inheritance" does: one section per component, headed "Props of X", its
 * rows the props of X that no nearer component declares (a prop the component declares itself
 * overrides X's, and is listed with its own props). A component whose API is unknown (Transition,
 * from react-transition-group) gets a sentence without rows.
 */
export function inheritanceSections(
  api: Pick<ComponentApi, 'name' | 'props' | 'inherits'>,
  lookup: InheritanceLookup,
  place: {heading: string; idPrefix: string},
): string[] {
  const seen = new Set(api.props.map((prop) => prop.name));
  const sections: string[] = [];
  let builtOn = api.inherits;
  let child = api.name;
  for (let depth = 0; builtOn && depth < MAX_DEPTH; depth += 1) {
    const {name, kebabName} = builtOn;
    const parent = lookup.mention(name, kebabName);
    const parentApi = lookup.componentOf?.(name);
    const rows = (parentApi?.props ?? []).filter((prop) => !seen.has(prop.name));
    for (const prop of rows) seen.add(prop.name);
    const heading = `${place.heading} Props of ${name} {/* #${place.idPrefix}props-of-${kebabName} */}`;
    const intro = parentApi
      ? `${child} is built on ${parent} and forwards it the props it does not use itself: these props of ${parent} are available on ${api.name} too.`
      : `${child} is built on ${parent}: the props of ${parent} are available on ${api.name} too.`;
    sections.push(
      [heading, intro, rows.length > 0 ? membersTable(rows, place.idPrefix, 'prop') : undefined]
        .filter((part) => part !== undefined)
        .join('\n\n'),
    );
    if (parentApi?.inherits?.name === api.name) break;
    child = name;
    builtOn = parentApi?.inherits;
  }
  return sections;
}
