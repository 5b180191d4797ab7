import {PurgeCSS} from 'purgecss';

/** Custom property names a script names (and so may set or read): `--name`. */
export function variablesNamedIn(scripts: readonly string[]): string[] {
  return [...new Set(scripts.flatMap((script) => [...script.matchAll(/--[a-zA-Z][\w-]*/g)].map(([name]) => name)))];
}

/**
 * `css` without the custom properties that nothing reads: no `var()` of the stylesheet names
 * them (directly or through another kept property) and no script names them. Every rule stays:
 * only custom property declarations go.
 */
export async function dropUnusedVariables(css: string, namedInScripts: readonly string[]): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [{raw: '', extension: 'html'}],
    css: [{raw: css}],
    variables: true,
    keyframes: false,
    fontFace: false,
    // Keep every selector: this pass is about custom properties only.
    safelist: {standard: [/./], deep: [/./], greedy: [/./], variables: [...namedInScripts]},
  });
  if (result === undefined) throw new Error('purge-css-variables: PurgeCSS returned nothing');
  return result.css;
}
