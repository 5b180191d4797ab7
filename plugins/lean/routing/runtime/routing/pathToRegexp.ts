// path-to-regexp 1.x, as react-router 5 imports it (plugins/lean/routing/static-route-matching aliases it here),
// with a fast path for the paths of this site. react-router finds a page's route by matching the
// URL against each route path in turn, compiling every path to a regexp and executing it; the
// first execution of each of a few hundred regexps was a large part of main.js's long task on a
// slow phone, on every first load. A path without parameters (`:name`, `(group)`, `*`, `\` escapes)
// needs no regexp: a matcher with the same `exec` result compares strings instead. Anything else
// goes to path-to-regexp itself.
import pathToRegexpImpl from 'path-to-regexp/index.js';
import type {PathToRegexpOptions} from 'path-to-regexp/index.js';

/** The subset of a RegExp that react-router's matchPath uses (`exec`), plus the `keys` path-to-regexp attaches. */
export interface PathMatcher {
  exec(pathname: string): RegExpExecArray | null;
  keys: unknown[];
}

const PARAMETER_SYNTAX = /[\\:(*]/;
const NON_ASCII = /[^\x00-\x7f]/;

/** Whether `a` and `b` are equal as a case-insensitive regexp without the `u` flag compares ASCII. */
function equalIgnoringAsciiCase(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) {
    const x = a.charCodeAt(index);
    const y = b.charCodeAt(index);
    if (x !== y && !((x | 0x20) === (y | 0x20) && (x | 0x20) >= 0x61 && (x | 0x20) <= 0x7a)) return false;
  }
  return true;
}

function execResult(pathname: string, matched: string): RegExpExecArray {
  return Object.assign([matched], {index: 0, input: pathname, groups: undefined}) as RegExpExecArray;
}

/**
 * A matcher equivalent to path-to-regexp's regexp for `path`, a static ASCII path, with `strict`
 * and `sensitive` off: `^base(?:\/(?=$))?$` when `end`, else `^base(?:\/(?=$))?(?=\/|$)`, where
 * `base` is `path` without its trailing slash.
 */
export function staticPathMatcher(path: string, end: boolean): PathMatcher {
  const base = path.endsWith('/') ? path.slice(0, -1) : path;
  return {
    keys: [],
    exec(pathname) {
      if (!equalIgnoringAsciiCase(pathname.slice(0, base.length), base)) return null;
      const rest = pathname.slice(base.length);
      if (rest === '' || rest === '/') return execResult(pathname, pathname);
      if (!end && rest.startsWith('/')) return execResult(pathname, pathname.slice(0, base.length));
      return null;
    },
  };
}

/** Whether `staticPathMatcher` stands in for path-to-regexp on these arguments. */
export function hasStaticMatcher(path: unknown, options: PathToRegexpOptions | undefined): path is string {
  return (
    typeof path === 'string' &&
    !PARAMETER_SYNTAX.test(path) &&
    !NON_ASCII.test(path) &&
    !options?.strict &&
    !options?.sensitive &&
    options?.delimiter === undefined
  );
}

/** path-to-regexp's signature: `(path, keys?, options?)` or `(path, options?)`. */
function pathToRegexp(
  path: unknown,
  keysOrOptions?: unknown[] | PathToRegexpOptions,
  maybeOptions?: PathToRegexpOptions,
): RegExp | PathMatcher {
  const options = Array.isArray(keysOrOptions) ? maybeOptions : keysOrOptions;
  if (hasStaticMatcher(path, options)) return staticPathMatcher(path, options?.end !== false);
  return pathToRegexpImpl(path as string, keysOrOptions as unknown[], maybeOptions);
}

export default Object.assign(pathToRegexp, {
  parse: pathToRegexpImpl.parse,
  compile: pathToRegexpImpl.compile,
  tokensToFunction: pathToRegexpImpl.tokensToFunction,
  tokensToRegExp: pathToRegexpImpl.tokensToRegExp,
});
