// Shared by the extraction and generation tests: the expected set, computed without the extractor.

function isRecord(value: unknown): value is Record<string, unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

/**
 * The public components, computed independently of the extractor: from the package's
 * runtime JavaScript instead of its declarations. A PascalCase export of `@mui/material` is a
 * public component when `@mui/material/<Name>` exports the very same value as its default
 * and it is a React component (a function, or a forwardRef/memo object that is not a context).
 */
export function runtimePublicComponents(): string[] {
  const index: unknown = require('@mui/material');
  if (!isRecord(index)) throw new Error('@mui/material did not load');
  return Object.entries(index)
    .filter(([name, value]) => {
      if (!/^[A-Z]/.test(name)) return false;
      const isComponent =
        typeof value === 'function' ||
        (isRecord(value) && '$$typeof' in value && value.$$typeof !== Symbol.for('react.context'));
      if (!isComponent) return false;
      try {
        const own: unknown = require(`@mui/material/${name}`);
        return isRecord(own) && own.default === value;
      } catch {
        return false;
      }
    })
    .map(([name]) => name)
    .sort();
}
