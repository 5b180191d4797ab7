import type {LoaderOptions} from '../shared/bundlerRules';
import {
  createDemoCodeModuleCode,
  createDemoModuleCode,
  createDemoPreviewModuleCode,
  DEMO_CODE_QUERY,
  DEMO_PREVIEW_QUERY,
  findValueImports,
  memoByFileSource,
} from './demoModule';
import {sharedDemoCode} from './derivePool';
import {sandboxFileName} from './sandboxAsset';
import {createDemoSandbox} from './sandboxModule';

/** The part of the bundler's loader context this loader uses. */
interface LoaderContext {
  resourcePath: string;
  resourceQuery: string;
  getOptions: () => LoaderOptions;
  async: () => (error: Error | null, result?: string) => void;
  addDependency: (file: string) => void;
  emitFile: (name: string, content: string) => void;
}

// Each demo's value imports, worked out once for both builds (jiti loads this module once per
// process), and its code, derived once on a worker thread (the plugin starts it early: warmUp.ts).
const importsOf = memoByFileSource(findValueImports);
const demoCodeOf = sharedDemoCode();

/**
 * The `?demo-code` module (createDemoCodeModuleCode). The browser's build also writes the demo's
 * sandbox projects (sandboxModule.ts) as a file of the build, and watches the repository modules
 * they hold.
 */
async function demoCodeModule(context: LoaderContext, tsSource: string): Promise<string> {
  const code = await demoCodeOf(tsSource, context.resourcePath);
  if (context.getOptions().isServer) return createDemoCodeModuleCode(code, undefined);
  const {json, dependencies} = await createDemoSandbox(context.resourcePath, tsSource, code.jsSource);
  const file = sandboxFileName(json);
  context.emitFile(file, json);
  dependencies.forEach((dependency) => context.addDependency(dependency));
  return createDemoCodeModuleCode(code, file);
}

/**
 * Bundler loader for imports of demo files: `?demo` (the demo, createDemoModuleCode), `?demo-preview`
 * (what it renders, createDemoPreviewModuleCode) and `?demo-code` (its code and its sandbox
 * projects, demoCodeModule).
 */
export default function demoLoader(this: LoaderContext, source: string): void {
  const callback = this.async();
  const fail = (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)));
  if (this.resourceQuery === DEMO_CODE_QUERY) {
    demoCodeModule(this, source).then((code) => callback(null, code), fail);
    return;
  }
  try {
    if (this.resourceQuery === DEMO_PREVIEW_QUERY) {
      callback(null, createDemoPreviewModuleCode(this.resourcePath, source, importsOf(source, this.resourcePath)));
      return;
    }
    callback(
      null,
      createDemoModuleCode(this.resourcePath, {
        isServer: this.getOptions().isServer,
        imports: importsOf(source, this.resourcePath),
      }),
    );
  } catch (error) {
    fail(error);
  }
}
