import type {DrawingsFile} from './catalog';
import {ICON_THEMES} from './iconNames';

/**
 * The source of `drawings.js` (types.ts, DrawingsLoaders): for every drawings file, a function
 * that imports it. Each `import()` names its file literally, so the bundler makes each file a
 * chunk that only the gallery's code loads, and the chunks' hashes travel with that code
 * (plugins/lean/routing/chunk-hash-tables) instead of growing the runtime every page loads, as the table of a
 * template-literal `import()` would.
 */
export function drawingsModule(files: readonly Pick<DrawingsFile, 'theme' | 'chunk' | 'fileName'>[]): string {
  const themes = ICON_THEMES.map((theme) => {
    const loaders = files
      .filter((file) => file.theme === theme)
      .map(({chunk, fileName}) => `    ${chunk}: () => import(${JSON.stringify(`./${fileName}`)}),`);
    return [`  ${theme}: {`, ...loaders, '  },'].join('\n');
  });
  return ['// Written by plugins/icon-gallery (drawingsModule.ts).', 'export default {', ...themes, '};', ''].join(
    '\n',
  );
}
