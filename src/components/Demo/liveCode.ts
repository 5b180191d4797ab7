/**
 * Makes a demo module runnable by react-live's no-inline mode: sucrase turns its imports into
 * `require()` calls and its default export into `exports.default`; we resolve the requires
 * from the demo's own modules and render the default export.
 */
export function toLiveCode(source: string): string {
  return `${source}\nrender(React.createElement(exports.default));\n`;
}

/** A `require` for live code, limited to the modules the demo file imports. */
export function createDemoRequire(modules: Readonly<Record<string, unknown>>): (specifier: string) => unknown {
  return (specifier) => {
    if (!Object.hasOwn(modules, specifier)) {
      throw new Error(`"${specifier}" is not available in this demo: only the modules its file imports can be used.`);
    }
    return modules[specifier];
  };
}
