import fs from 'node:fs';
import path from 'node:path';
import {pageFileFor} from '../selectedPages';
import type {ApiPageSpec} from '../selection';
import {compareClasses, readBuiltClasses, readShownClasses, type ClassesFidelity} from './classes';
import {findUpstreamLinks, type LocalDocs} from './links';
import {readShownProps, type ShownProp} from './pageRows';
import {readDocumentedProps, type DocumentedProp} from '../extract/propTypes';

/** The generated pages of one reference, as the fidelity check reads them. */
export interface ReferencePages {
  packageName: string;
  /** The installed package's folder (its built modules hold the propTypes). */
  packageDir: string;
  /** The page files and the components each documents (several on a Base UI page). */
  pages: readonly {file: string; components: readonly string[]}[];
  /** Packages the package imports, resolved in other folders (option `moduleAliases`): name -> folder. */
  moduleAliases?: Readonly<Record<string, string>>;
}

/** How one component's page differs from what the package documents. */
export interface ComponentFidelity {
  component: string;
  /** Documented props the page does not show as the component's own. */
  missing: string[];
  /** Props shown as the component's own that the package does not document for it. */
  extra: string[];
  /** `prop: shown -> documented` for every documented prop whose default differs. */
  wrongDefaults: string[];
  /** Props whose deprecation the page shows differently. */
  wrongDeprecations: string[];
}

/** The figures of the closing note, for one reference. */
export interface FidelityReport {
  packageName: string;
  documented: number;
  /** Documented props shown as the component's own. */
  shown: number;
  defaultsDocumented: number;
  defaultsMatching: number;
  deprecationsDocumented: number;
  deprecationsMatching: number;
  /** Links to upstream's docs for a page this site has. */
  upstreamLinksToLocalPages: number;
  /** Links to upstream's docs for a page this site does not have. */
  upstreamLinksLeft: number;
  components: ComponentFidelity[];
  /** Keys of the components' classes objects, as the installed package builds them at run time. */
  classesBuilt: number;
  /** Of those, the keys shown in a CSS classes table with the class the package builds. */
  classesMatching: number;
  /** Components with a classes key not shown as built. */
  wrongClasses: ClassesFidelity[];
  /** Local pages that upstream links point at, with how many times, for the message of a failure. */
  localTargets: Map<string, number>;
}

function compareComponent(
  component: string,
  documented: readonly DocumentedProp[],
  shown: readonly ShownProp[],
): ComponentFidelity {
  const own = new Map(shown.filter((row) => row.owner === component).map((row) => [row.name, row]));
  const names = new Set(documented.map((prop) => prop.name));
  const wrongDefaults: string[] = [];
  const wrongDeprecations: string[] = [];
  for (const prop of documented) {
    const row = own.get(prop.name);
    if (!row) continue;
    if (row.default !== prop.default) wrongDefaults.push(`${prop.name}: ${row.default} -> ${prop.default}`);
    if (row.deprecated !== prop.deprecated) wrongDeprecations.push(prop.name);
  }
  return {
    component,
    missing: documented.filter((prop) => !own.has(prop.name)).map((prop) => prop.name),
    extra: [...own.keys()].filter((name) => !names.has(name)),
    wrongDefaults,
    wrongDeprecations,
  };
}

/**
 * Compares every component page of a reference with the propTypes of the installed package,
 * and counts the links its pages keep to upstream's docs (`docs` tells which pages this
 * site has).
 */
export function measureFidelity(reference: ReferencePages, docs: LocalDocs): FidelityReport {
  const report: FidelityReport = {
    packageName: reference.packageName,
    documented: 0,
    shown: 0,
    defaultsDocumented: 0,
    defaultsMatching: 0,
    deprecationsDocumented: 0,
    deprecationsMatching: 0,
    upstreamLinksToLocalPages: 0,
    upstreamLinksLeft: 0,
    components: [],
    classesBuilt: 0,
    classesMatching: 0,
    wrongClasses: [],
    localTargets: new Map(),
  };
  for (const page of reference.pages) {
    const mdx = fs.readFileSync(page.file, 'utf8');
    for (const link of findUpstreamLinks(mdx, docs)) {
      if (link.local) {
        report.upstreamLinksToLocalPages += 1;
        report.localTargets.set(link.pathname, (report.localTargets.get(link.pathname) ?? 0) + 1);
      } else report.upstreamLinksLeft += 1;
    }
    const shown = readShownProps(mdx, page.components[0] ?? '');
    const shownClasses = readShownClasses(mdx, page.components[0] ?? '');
    for (const component of page.components) {
      const built = readBuiltClasses(reference.packageDir, component) ?? {};
      const classes = compareClasses(component, built, shownClasses);
      report.classesBuilt += Object.keys(built).length;
      report.classesMatching += Object.keys(built).length - classes.wrong.length;
      if (classes.wrong.length > 0) report.wrongClasses.push(classes);
      const documented = readDocumentedProps(reference.packageDir, component, reference.moduleAliases) ?? [];
      const result = compareComponent(
        component,
        documented,
        shown.filter((row) => row.component === component),
      );
      const withDefault = documented.filter((prop) => prop.default !== undefined).length;
      const deprecated = documented.filter((prop) => prop.deprecated).length;
      report.documented += documented.length;
      report.shown += documented.length - result.missing.length;
      report.defaultsDocumented += withDefault;
      report.defaultsMatching +=
        withDefault -
        result.wrongDefaults.filter((entry) => !entry.endsWith('-> undefined')).length -
        documented.filter((prop) => prop.default !== undefined && result.missing.includes(prop.name)).length;
      report.deprecationsDocumented += deprecated;
      report.deprecationsMatching +=
        deprecated -
        documented.filter(
          (prop) =>
            prop.deprecated && (result.missing.includes(prop.name) || result.wrongDeprecations.includes(prop.name)),
        ).length;
      report.components.push(result);
    }
  }
  return report;
}

/** The pages of a reference: from its page specs, or one page per component listed in its manifest. */
export function listReferencePages(
  outDir: string,
  docs: LocalDocs,
  specs: readonly ApiPageSpec[] | undefined,
  manifestPages: readonly {name: string; kebabName: string}[],
): ReferencePages['pages'] {
  if (specs) {
    return specs
      .filter((spec) => (spec.components ?? []).length > 0)
      .map((spec) => ({file: pageFileFor(spec.pathname, docs), components: spec.components ?? []}));
  }
  return manifestPages.map((page) => ({file: path.join(outDir, `${page.kebabName}.mdx`), components: [page.name]}));
}
