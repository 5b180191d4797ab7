/**
 * The data the icon-gallery plugin writes (with Docusaurus's `createData`) and the gallery in the
 * browser reads (src/components/IconGallery): the format both sides agree on.
 */
import type {IconTheme} from './iconNames';

/** An SVG element tag an icon may use once `<use>` references are inlined (extractSvg.ts). */
export type SvgTag = 'path' | 'circle' | 'ellipse' | 'rect' | 'polygon' | 'polyline' | 'line' | 'g';

/**
 * One element of an icon's drawing, in a 24 × 24 viewBox. A string is a `<path>` with only that
 * `d` (most elements are); otherwise the tag, its attributes as React props (`fillOpacity`,
 * `opacity: ".3"` for the light layer of a two-tone icon) and, for a group, its children.
 */
export type IconNode = string | readonly [SvgTag, Readonly<Record<string, string>>, (readonly IconNode[])?];

/** An icon's drawing: the elements `createSvgIcon` is given, in order. */
export type IconDrawing = readonly IconNode[];

/**
 * The drawings of one theme for one chunk of the index: `drawings-<theme>-<chunk>.json`, keyed by
 * base name. Chunk `n` holds the icons at positions `n × chunkSize` to `(n + 1) × chunkSize - 1`
 * of IconIndex.names that exist in the theme.
 */
export type IconDrawings = Readonly<Record<string, IconDrawing>>;

/** The index the gallery searches (`index.json`): loaded when the gallery is about to be used. */
export interface IconIndex {
  /** The icon package's version. */
  version: string;
  /** How many consecutive names share a drawings file. */
  chunkSize: number;
  /** Base names (the filled theme's component names), sorted by code unit. */
  names: readonly string[];
  /** Per name, a mask of the themes it exists in: bit `i` is ICON_THEMES[i]. */
  themes: readonly number[];
  /** Per base name that has any, words a reader might type for it that its name lacks. */
  synonyms: Readonly<Record<string, readonly string[]>>;
}

/** What the page shows before the gallery loads (`summary.json`, part of the page's own chunk). */
export interface IconSummary {
  /** The icon package's version. */
  version: string;
  /** Distinct icons (base names). */
  iconCount: number;
}

/** A drawings file as the browser loads it: a dynamic import of the JSON module. */
export type DrawingsLoader = () => Promise<{default: IconDrawings}>;

/**
 * The loaders of every drawings file, by theme and chunk (`drawings.js`, part of the gallery's
 * code): a module of literal `import()`s, so that the bundler knows which chunk loads each file.
 */
export type DrawingsLoaders = Readonly<Record<IconTheme, Readonly<Record<number, DrawingsLoader>>>>;

/** The name of a theme's drawings file for one chunk of names. */
export function drawingsFileName(theme: IconTheme, chunk: number): string {
  return `drawings-${theme}-${chunk}.json`;
}
