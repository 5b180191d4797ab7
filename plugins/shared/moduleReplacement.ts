import type {Plugin} from '@docusaurus/types';

/**
 * A plugin that makes every import of `modulePath` (a file resolved with `require.resolve`) load
 * `replacement` instead, whether the import names the file with its `.js` or without it.
 * For client modules of Docusaurus packages that a site cannot configure away.
 */
export function createModuleReplacementPlugin(name: string, modulePath: string, replacement: string): Plugin<void> {
  const withoutExtension = modulePath.replace(/\.js$/, '');
  return {
    name,
    configureWebpack() {
      return {
        resolve: {
          alias: {
            // `$`: the exact module, not files below a folder of that name.
            [`${withoutExtension}$`]: replacement,
            [`${withoutExtension}.js$`]: replacement,
          },
        },
      };
    },
  };
}
