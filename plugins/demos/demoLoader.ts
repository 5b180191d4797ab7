import type {LoaderOptions} from '../shared/bundlerRules';
import {
  createDemoCodeModuleCode,
  createDemoModuleCode,
  createDemoPreviewModuleCode,
  DEMO_CODE_QUERY,
  DEMO_PREVIEW_QUERY,
} from './demoModule';

/** The part of the bundler's loader context this loader uses. */
interface LoaderContext {
  resourcePath: string;
  resourceQuery: string;
  getOptions: () => LoaderOptions;
  async: () => (error: Error | null, result?: string) => void;
}

/**
 * Bundler loader for imports of demo files: `?demo` (the demo, createDemoModuleCode), `?demo-preview`
 * (what it renders, createDemoPreviewModuleCode) and `?demo-code` (its code, createDemoCodeModuleCode).
 */
export default function demoLoader(this: LoaderContext, source: string): void {
  const callback = this.async();
  const fail = (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)));
  if (this.resourceQuery === DEMO_CODE_QUERY) {
    createDemoCodeModuleCode(this.resourcePath, source).then((code) => callback(null, code), fail);
    return;
  }
  try {
    if (this.resourceQuery === DEMO_PREVIEW_QUERY) {
      callback(null, createDemoPreviewModuleCode(this.resourcePath, source));
      return;
    }
    callback(null, createDemoModuleCode(this.resourcePath, {isServer: this.getOptions().isServer}));
  } catch (error) {
    fail(error);
  }
}
