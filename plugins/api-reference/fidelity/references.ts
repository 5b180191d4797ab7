import fs from 'node:fs';
import path from 'node:path';
import {resolvePackageDir} from '../extract/program';
import {findOutdatedOutput, readManifest} from '../manifest';
import {currentCacheKey, resolveModuleAliases} from '../generate';
import {normalizeOptions} from '../options';
import {API_REFERENCES} from '../../../src/products/apiReferences';
import {listReferencePages, measureFidelity, type FidelityReport} from './measure';

/**
 * The references whose pages are compared with their package's propTypes: MUI's component
 * libraries, Material UI and Lab v6 (archived, installed under aliases) included.
 */
export const CHECKED_REFERENCES = [
  'material-ui',
  'material-ui-lab',
  'material-ui-v6',
  'material-ui-lab-v6',
  'joy-ui',
  'base-ui',
] as const;

/**
 * Measures the generated pages of one reference of src/products/apiReferences.ts, as on disk
 * after `npm run generate:api`. Throws, saying so, when they are missing or out of date.
 */
export async function measureReference(id: string, siteDir: string): Promise<FidelityReport> {
  const reference = API_REFERENCES.find((entry) => entry.id === id);
  if (!reference) throw new Error(`No API reference "${id}" in src/products/apiReferences.ts`);
  const outDir = path.join(siteDir, reference.outDir);
  const problem = await findOutdatedOutput(
    outDir,
    reference.outDir,
    currentCacheKey(normalizeOptions(reference), siteDir),
  );
  if (problem) throw new Error(problem);
  const manifest = await readManifest(outDir);
  const docs = {siteDir, docsDir: path.join(siteDir, 'docs'), version: reference.docsVersion};
  const pages = listReferencePages(outDir, docs, reference.pages, manifest?.pages ?? []);
  const missingFiles = pages.filter((page) => !fs.existsSync(page.file));
  if (missingFiles.length > 0) throw new Error(`Missing pages: ${missingFiles.map((page) => page.file).join(', ')}`);
  const packageDir = resolvePackageDir(reference.packageName, siteDir);
  // The propTypes are read from the installed package (its alias), with its imports resolved as generation resolves them.
  const moduleAliases = resolveModuleAliases(reference, siteDir);
  return measureFidelity({packageName: reference.packageName, packageDir, pages, moduleAliases}, docs);
}
