import {extractIcon} from './extractSvg';
import {ICON_THEMES, parseIconName, themeBit, type IconTheme} from './iconNames';
import type {IconPackage} from './readIconPackage';
import {drawingsFileName, type IconDrawing, type IconDrawings, type IconIndex, type IconSummary} from './types';

/**
 * How many consecutive names share a drawings file. A file holds one theme's drawings of that many
 * icons: 12.7 KB gz for the median file of @mui/icons-material 7.3.11 (at most 18.5 KB), and a
 * screenful of results in alphabetical order needs one or two of them.
 */
export const DEFAULT_CHUNK_SIZE = 128;

/** One drawings file: the drawings of `theme` for one chunk of the index's names. */
export interface DrawingsFile {
  theme: IconTheme;
  chunk: number;
  fileName: string;
  drawings: IconDrawings;
}

/** Everything the plugin writes: the summary the page shows, the index, and the drawings files. */
export interface IconCatalog {
  summary: IconSummary;
  index: IconIndex;
  drawingFiles: readonly DrawingsFile[];
}

/** Sorts by UTF-16 code unit, as the file listing is: the same order on every machine and locale. */
function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Builds the gallery's data from the package's modules and the synonyms table. Every module that
 * cannot be read, and every synonym for an icon the package lacks, is collected and reported in
 * one error, so that one build lists all there is to fix.
 */
export function buildIconCatalog(
  iconPackage: IconPackage,
  synonyms: Readonly<Record<string, readonly string[]>>,
  chunkSize: number = DEFAULT_CHUNK_SIZE,
): IconCatalog {
  const problems: string[] = [];
  const drawingsByBase = new Map<string, Map<IconTheme, IconDrawing>>();
  const drawingsByComponent = new Map<string, IconDrawing>();
  for (const module of iconPackage.modules) {
    let extracted;
    try {
      extracted = extractIcon(module.source);
    } catch (error) {
      problems.push(`${module.file}: ${(error as Error).message}`);
      continue;
    }
    if (extracted.displayName !== module.componentName) {
      problems.push(`${module.file}: creates an icon named ${JSON.stringify(extracted.displayName)}`);
      continue;
    }
    drawingsByComponent.set(module.componentName, extracted.drawing);
    const {baseName, theme} = parseIconName(module.componentName);
    const themes = drawingsByBase.get(baseName) ?? new Map<IconTheme, IconDrawing>();
    themes.set(theme, extracted.drawing);
    drawingsByBase.set(baseName, themes);
  }
  // A few names end in a theme suffix and have themes of their own: InsertChartOutlined is the
  // outlined InsertChart and also the filled icon whose outlined theme is InsertChartOutlinedOutlined.
  for (const [baseName, themes] of drawingsByBase) {
    const ownModule = drawingsByComponent.get(baseName);
    if (ownModule && !themes.has('filled')) themes.set('filled', ownModule);
  }
  const unknown = Object.keys(synonyms).filter((name) => !drawingsByBase.has(name));
  for (const name of unknown) {
    problems.push(`plugins/icon-gallery/synonyms/: lists synonyms for ${name}, which is not an icon of the package`);
  }
  if (problems.length > 0) {
    throw new Error(
      `The icon gallery could not read ${problems.length} item(s) of ${iconPackage.name} ${iconPackage.version} (has the package's output changed?):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }

  const names = [...drawingsByBase.keys()].sort(byCodeUnit);
  const themeMasks = names.map((name) =>
    [...drawingsByBase.get(name)!.keys()].reduce((mask, theme) => mask | themeBit(theme), 0),
  );
  const drawingFiles: DrawingsFile[] = [];
  for (const theme of ICON_THEMES) {
    for (let chunk = 0; chunk * chunkSize < names.length; chunk += 1) {
      const drawings: Record<string, IconDrawing> = {};
      for (const name of names.slice(chunk * chunkSize, (chunk + 1) * chunkSize)) {
        const drawing = drawingsByBase.get(name)!.get(theme);
        if (drawing) drawings[name] = drawing;
      }
      if (Object.keys(drawings).length > 0) {
        drawingFiles.push({theme, chunk, fileName: drawingsFileName(theme, chunk), drawings});
      }
    }
  }
  return {
    summary: {version: iconPackage.version, iconCount: names.length},
    index: {
      version: iconPackage.version,
      chunkSize,
      names,
      themes: themeMasks,
      synonyms: Object.fromEntries(Object.entries(synonyms).sort(([a], [b]) => byCodeUnit(a, b))),
    },
    drawingFiles,
  };
}
