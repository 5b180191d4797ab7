import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildIconCatalog, type IconCatalog} from './catalog';
import {drawingsModule} from './drawingsModule';
import {ICONS_PACKAGE} from './iconNames';
import {readIconPackage} from './readIconPackage';
import {ICON_SYNONYMS} from './synonyms';

/** Name of the plugin, as Docusaurus reports it; its data is under `@generated/<name>/default/`. */
export const PluginName = 'docusaurus-plugin-icon-gallery';

/**
 * The data of the Material Icons gallery (src/components/IconGallery), read from the installed
 * `@mui/icons-material` at build time and written with `createData`:
 *
 * - `summary.json`: version and counts, which the page shows before the gallery loads;
 * - `index.json`: names, themes and synonyms, loaded when the gallery is about to be used;
 * - `drawings-<theme>-<chunk>.json`: the icons' SVG elements, one chunk of names per file,
 *   loaded as the results on screen need them, through the loaders of `drawings.js`.
 *
 * The browser imports the index and the drawings with dynamic `import()`s, so each is a chunk of
 * its own, never part of the page. A missing or unreadable package fails the build, naming the
 * package and file.
 */
export default function pluginIconGallery(context: Pick<LoadContext, 'siteDir'>): Plugin<IconCatalog> {
  return {
    name: PluginName,
    async loadContent() {
      return buildIconCatalog(readIconPackage(ICONS_PACKAGE, context.siteDir), ICON_SYNONYMS);
    },
    async contentLoaded({content, actions}) {
      await Promise.all([
        actions.createData('summary.json', JSON.stringify(content.summary)),
        actions.createData('index.json', JSON.stringify(content.index)),
        actions.createData('drawings.js', drawingsModule(content.drawingFiles)),
        ...content.drawingFiles.map(({fileName, drawings}) => actions.createData(fileName, JSON.stringify(drawings))),
      ]);
    },
  };
}
