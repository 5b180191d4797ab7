// `npm run generate:api`: writes the component API pages (plugins/api-reference) before a build:
// every reference of src/products/apiReferences.ts, or one package given on the command line.
// Usage: jiti scripts/generate-api.ts [--package <name> --out <dir>] [--route-base-path <path>] [--cache-dir <dir>]
import path from 'node:path';
import {parseArgs} from 'node:util';
import {formatSkippedWarning, generateApiPages} from '../plugins/api-reference/generate';
import {DEFAULT_OPTIONS, normalizeOptions, type PluginOptions} from '../plugins/api-reference/options';
import {API_REFERENCES} from '../src/products/apiReferences';

const USAGE =
  'Usage: jiti scripts/generate-api.ts [--package <name> --out <dir>] [--route-base-path <path>] [--cache-dir <dir>]';

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      package: {type: 'string'},
      out: {type: 'string'},
      'route-base-path': {type: 'string'},
      'cache-dir': {type: 'string'},
      help: {type: 'boolean'},
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  // The default outDir holds Material UI's pages: another package must not replace them.
  if (values.package !== undefined && values.package !== DEFAULT_OPTIONS.packageName && values.out === undefined) {
    throw new Error(
      `--package ${values.package} needs --out <dir> too: ${DEFAULT_OPTIONS.outDir} holds ${DEFAULT_OPTIONS.packageName}'s pages.\n${USAGE}`,
    );
  }
  const cacheDir = values['cache-dir'] !== undefined ? {cacheDir: values['cache-dir']} : {};
  const targets: Omit<PluginOptions, 'id'>[] =
    values.package === undefined && values.out === undefined
      ? API_REFERENCES.map(({id: _id, ...reference}) => normalizeOptions({...reference, ...cacheDir}))
      : [
          normalizeOptions({
            ...(values.package !== undefined ? {packageName: values.package} : {}),
            ...(values.out !== undefined ? {outDir: values.out} : {}),
            ...(values['route-base-path'] !== undefined ? {routeBasePath: values['route-base-path']} : {}),
            ...cacheDir,
          }),
        ];
  for (const options of targets) {
    const result = await generateApiPages(options, path.resolve(__dirname, '..'));
    const source = result.fromCache ? 'warm: extraction read from the cache' : 'cold: type checker ran, result cached';
    console.log(
      `Generated ${result.pages.length} API pages of ${options.packageName} into ${options.outDir} in ${result.ms} ms (${source}).`,
    );
    const warning = formatSkippedWarning(options.packageName, result.skipped);
    if (warning) console.warn(`[WARNING] ${warning}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
