import type {Plugin} from '@docusaurus/types';

/**
 * The bundler aliases that make every import of `modulePath` (a file resolved with `require.resolve`)
 * load `replacement` instead, whether the import names the file with its `.js`/`.jsx` or without it.
 */
export function moduleReplacementAlias(modulePath: string, replacement: string): Record<string, string> {
  const match = /\.jsx?$/.exec(modulePath);
  const extension = match?.[0] ?? '.js';
  const withoutExtension = match ? modulePath.slice(0, match.index) : modulePath;
  return {
    // `$`: the exact module, not files below a folder of that name.
    [`${withoutExtension}$`]: replacement,
    [`${withoutExtension}${extension}$`]: replacement,
  };
}

/**
 * A plugin that replaces `modulePath` with `replacement` (moduleReplacementAlias). For client
 * modules and theme components of packages that a site cannot configure away. With `clientOnly`,
 * the server build (which renders the HTML) keeps the original.
 */
export function createModuleReplacementPlugin(
  name: string,
  modulePath: string,
  replacement: string,
  {clientOnly = false}: {clientOnly?: boolean} = {},
): Plugin<void> {
  return {
    name,
    configureWebpack(_config, isServer) {
      if (clientOnly && isServer) return {};
      return {resolve: {alias: moduleReplacementAlias(modulePath, replacement)}};
    },
  };
}
