import {createDemoModuleCode} from './demoModule';

/** The part of the bundler's loader context this loader uses. */
interface LoaderContext {
  resourcePath: string;
  async: () => (error: Error | null, result?: string) => void;
}

/** Bundler loader for `?demo` imports of demo files; see createDemoModuleCode. */
export default function demoLoader(this: LoaderContext, source: string): void {
  const callback = this.async();
  createDemoModuleCode(this.resourcePath, source).then(
    (code) => callback(null, code),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}
