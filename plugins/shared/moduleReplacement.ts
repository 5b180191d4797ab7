import type {Plugin} from '@docusaurus/types';

/**
 * A plugin that makes every import of `modulePath` (a file resolved with `require.resolve`) load
 * `replacement` instead, whether the import names the file with its `.js`/`.jsx` or without it.
 * For client modules and theme components of packages that a site cannot configure away.
 */
export function createModuleReplacementPlugin(name: string, modulePath: string, replacement: string): Plugin<void> {
  const match = /\.jsx?$/.exec(modulePath);
  const extension = match?.[0] ?? '.js';
  const withoutExtension = match ? modulePath.slice(0, match.index) : modulePath;
  return {
    name,
    configureWebpack() {
      return {
        resolve: {
          alias: {
            // `$`: the exact module, not files below a folder of that name.
            [`${withoutExtension}$`]: replacement,
            [`${withoutExtension}${extension}$`]: replacement,
          },
        },
      };
    },
  };
}
