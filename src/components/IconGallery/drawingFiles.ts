import drawingsLoaders from '@generated/docusaurus-plugin-icon-gallery/default/drawings.js';
import type {IconTheme} from '@site/plugins/icon-gallery/iconNames';
import type {IconDrawings} from '@site/plugins/icon-gallery/types';

/**
 * One theme's drawings of one chunk of names (plugins/icon-gallery/types.ts): a chunk of its own,
 * fetched on the first call that asks for it.
 */
export function importDrawings(theme: IconTheme, chunk: number): Promise<IconDrawings> {
  const load = drawingsLoaders[theme][chunk];
  if (!load)
    return Promise.reject(new Error(`The icon gallery has no drawings of the ${theme} theme for chunk ${chunk}.`));
  return load().then((module) => module.default);
}
