import fs from 'node:fs/promises';
import path from 'node:path';
import {GENERATED_MARKER} from './renderPage';

/** Writing generated pages: only files with the generator's marker are ever replaced or deleted. */

const FRONT_MATTER = /^---\n([\s\S]*?)\n---/;
const MARKER_LINE = new RegExp(`^${GENERATED_MARKER}:\\s*true\\s*$`, 'm');

/**
 * True when a file carries the generator's front matter marker (only those are ours to replace),
 * and, when `packageName` is given, was not generated from another package (its notice, see
 * `generatedNotice`, names it): another reference may write pages into the same folder (Lab's
 * beside Material UI's).
 */
export async function isGeneratedFile(file: string, packageName?: string): Promise<boolean> {
  const content = await fs.readFile(file, 'utf8');
  const head = FRONT_MATTER.exec(content)?.[1];
  if (head === undefined || !MARKER_LINE.test(head)) return false;
  const documented = /Generated from the type declarations of (.+?) by plugins\/api-reference/.exec(content)?.[1];
  return packageName === undefined || documented === undefined || documented === packageName;
}

export async function writeIfChanged(file: string, content: string): Promise<void> {
  const current = await fs.readFile(file, 'utf8').catch(() => undefined);
  // Untouched files keep their mtime, so a running `docusaurus start` does not reload them all.
  if (current !== content) await fs.writeFile(file, content);
}

/**
 * Replaces the generated pages in `outDir` by `pages` (file name -> content): writes them,
 * deletes generated files of `packageName` (any package when not given) no longer produced, and refuses (listing every file) to overwrite a
 * page a person wrote, i.e. one without the `generated: true` marker.
 */
export async function syncOutDir(
  outDir: string,
  displayDir: string,
  pages: ReadonlyMap<string, string>,
  packageName?: string,
): Promise<void> {
  await fs.mkdir(outDir, {recursive: true});
  const existing = (await fs.readdir(outDir)).filter((name) => name.endsWith('.mdx'));
  const generated = new Set<string>();
  const ours = new Set<string>();
  for (const name of existing) {
    if (await isGeneratedFile(path.join(outDir, name))) generated.add(name);
    if (packageName === undefined || (await isGeneratedFile(path.join(outDir, name), packageName))) ours.add(name);
  }
  const conflicts = [...pages.keys()].filter((name) => existing.includes(name) && !generated.has(name));
  if (conflicts.length > 0) {
    throw new Error(
      `Not overwriting pages without the "${GENERATED_MARKER}: true" front matter: ${conflicts
        .map((name) => path.posix.join(displayDir, name))
        .join(', ')}. Move them, or choose another outDir.`,
    );
  }
  const stale = [...generated].filter((name) => ours.has(name) && !pages.has(name));
  await Promise.all(stale.map((name) => fs.rm(path.join(outDir, name))));
  await Promise.all([...pages].map(([name, content]) => writeIfChanged(path.join(outDir, name), content)));
}
