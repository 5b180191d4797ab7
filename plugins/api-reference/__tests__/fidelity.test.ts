// `npm test` generates the API pages first; this compares them with what each package documents.
import path from 'node:path';
import {CHECKED_REFERENCES, measureReference} from '../fidelity/references';
import type {FidelityReport} from '../fidelity/measure';

jest.setTimeout(60000);

const SITE_DIR = path.resolve(__dirname, '../../..');

const reports = new Map<string, FidelityReport>();

beforeAll(async () => {
  for (const id of CHECKED_REFERENCES) reports.set(id, await measureReference(id, SITE_DIR));
  const rows = [...reports.values()].map(
    (report) =>
      `${report.packageName}: props shown ${report.shown}/${report.documented}, defaults ${report.defaultsMatching}/${report.defaultsDocumented}, deprecations ${report.deprecationsMatching}/${report.deprecationsDocumented}, upstream links to pages we have ${report.upstreamLinksToLocalPages}, upstream links left ${report.upstreamLinksLeft}, CSS classes ${report.classesMatching}/${report.classesBuilt}`,
  );
  console.log(`API reference fidelity\n${rows.join('\n')}`);
});

describe.each(CHECKED_REFERENCES)('the generated API pages of %s', (id) => {
  const report = () => reports.get(id) as FidelityReport;

  it('show, as each component’s own, exactly the props its package documents', () => {
    const wrong = report()
      .components.map(({component, missing, extra}) => ({component, missing, extra}))
      .filter((component) => component.missing.length > 0 || component.extra.length > 0);
    expect(wrong).toEqual([]);
    expect(report().documented).toBeGreaterThan(0);
  });

  it('show the documented defaults and deprecations', () => {
    const wrong = report()
      .components.filter((component) => component.wrongDefaults.length + component.wrongDeprecations.length > 0)
      .map(({component, wrongDefaults, wrongDeprecations}) => ({component, wrongDefaults, wrongDeprecations}));
    expect(wrong).toEqual([]);
  });

  it('show every key of each component’s classes object with the class the package builds', () => {
    expect(report().wrongClasses).toEqual([]);
  });

  it('link to this site, not to mui.com, for every page this site has', () => {
    expect(Object.fromEntries(report().localTargets)).toEqual({});
  });
});
