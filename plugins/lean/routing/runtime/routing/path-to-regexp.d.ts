// path-to-regexp 1.x (react-router 5's), as plugins/lean/routing/runtime/routing/pathToRegexp.ts uses it; it ships no types.
declare module 'path-to-regexp/index.js' {
  export interface PathToRegexpOptions {
    end?: boolean;
    strict?: boolean;
    sensitive?: boolean;
    delimiter?: string;
  }

  interface PathToRegexp {
    (
      path: string | RegExp | (string | RegExp)[],
      keys?: unknown[] | PathToRegexpOptions,
      options?: PathToRegexpOptions,
    ): RegExp;
    parse(path: string, options?: PathToRegexpOptions): unknown[];
    compile(path: string, options?: PathToRegexpOptions): (params?: object) => string;
    tokensToFunction(tokens: unknown[]): (params?: object) => string;
    tokensToRegExp(tokens: unknown[], keys?: unknown[], options?: PathToRegexpOptions): RegExp;
  }

  const pathToRegexp: PathToRegexp;
  export default pathToRegexp;
}
