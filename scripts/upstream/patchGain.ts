/**
 * What a patch of the lean layer buys, as its manifest entry records it (scripts/upstream/manifest/).
 * A patch has to pay for its upgrade cost: one that saves under about 1 KB gz on every page type
 * stays only for an effect bytes do not show, and says which.
 */
import type {UpstreamPatch} from './checkPins';

/** The page types `npm run bench:patches` measures (scripts/bench/patchGains.ts). */
export interface PageTypeKb {
  home: number;
  guide: number;
  component: number;
  api: number;
}

export interface PatchGain {
  /** KB gz of JS and CSS a first visit saves: the build without the patch minus the build with it. */
  firstVisitKb?: PageTypeKb;
  /** What it buys that those bytes do not show (main-thread time, requests, HTML), with its figure. */
  effect?: string;
  /** Where the figures come from: `npm run bench:patches` on a date, or the commit that measured them. */
  source: string;
}

/** A manifest entry: the pins that `npm run check:upstream` checks, and what the patch buys. */
export interface ManifestPatch extends UpstreamPatch {
  gain: PatchGain;
}

/** Below this many KB gz saved on every page type, a patch's bytes do not pay for it. */
export const MIN_BYTES_GAIN_KB = 1;

/** Why `patch` does not pay for itself on the figures it records, or undefined when it does. */
export function unpaidPatch({plugin, gain}: ManifestPatch): string | undefined {
  const best = gain.firstVisitKb ? Math.max(...Object.values(gain.firstVisitKb)) : undefined;
  if (best !== undefined && best >= MIN_BYTES_GAIN_KB) return undefined;
  if (gain.effect) return undefined;
  return best === undefined
    ? `${plugin} records neither bytes saved nor another effect`
    : `${plugin} saves ${best.toFixed(1)} KB gz at most and records no other effect`;
}
