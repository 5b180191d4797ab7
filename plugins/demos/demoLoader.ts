import fs from 'node:fs';
import path from 'node:path';
import {createDemoModuleCode} from './demoModule';

/** The part of the bundler's loader context this loader uses. */
interface LoaderContext {
  resourcePath: string;
  async: () => (error: Error | null, result?: string) => void;
  addDependency: (file: string) => void;
}

/**
 * The loader's own source files. The bundler's persistent cache only sees the loader entry
 * (this file, through plugins/shared/typescriptLoader.js); declaring the others as dependencies
 * makes a change to them rebuild every demo instead of serving output made by the old code.
 */
const LOADER_FILES = fs
  .readdirSync(__dirname)
  .filter((name) => /\.(ts|js)$/.test(name))
  .map((name) => path.join(__dirname, name));

/** Bundler loader for `?demo` imports of demo files; see createDemoModuleCode. */
export default function demoLoader(this: LoaderContext, source: string): void {
  const callback = this.async();
  for (const file of LOADER_FILES) this.addDependency(file);
  createDemoModuleCode(this.resourcePath, source).then(
    (code) => callback(null, code),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}
