/**
 * Startup in stages. Evaluating the whole client bundle in one go is one long main-thread task
 * (its length: the staged-startup entry in scripts/upstream/manifest/): nothing can respond to input while it runs. Running the
 * startup as a list of stages, with a yield to the event loop between them, turns it into several
 * shorter tasks that do the same work.
 */

import {yieldToMain} from '../../../../../src/utils/yieldToMain';

/** One step of the startup; it may return a promise, which is awaited before the next yield. */
export type Stage = () => unknown;

/**
 * Runs `stages` in order, each in its own task. A stage that throws or rejects is reported on the
 * console and the next stage still runs: the last stage is the one that renders the page.
 */
export async function runInStages(
  stages: readonly Stage[],
  yieldBetween: () => Promise<void> = yieldToMain,
): Promise<void> {
  for (const [index, stage] of stages.entries()) {
    if (index > 0) {
      await yieldBetween();
    }
    try {
      await stage();
    } catch (error) {
      console.error(`Startup stage ${index + 1} of ${stages.length} failed:`, error);
    }
  }
}
