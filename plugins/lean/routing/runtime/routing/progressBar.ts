/**
 * The navigation progress bar, in place of the classic theme's client module
 * (plugins/lean/routing/lazy-progress-bar): the same bar, shown when a navigation takes over 200 ms, but its
 * library (nprogress) is loaded the first time a navigation is that slow, not in every page's
 * main.js. Most navigations are faster (their chunks were prefetched) and never load it.
 */
import type {ClientModule} from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';
import {loadOnce} from '../../../../../src/utils/loadOnce';

/** What the module needs of nprogress. */
export interface ProgressBar {
  start(): unknown;
  done(): unknown;
}

/** How long a navigation may take before the bar appears (the classic theme's delay). */
export const PROGRESS_DELAY_MS = 200;

/**
 * The client module, with `load` to get the bar (called once, or again after it failed). A
 * navigation that ends before the bar has loaded does not start it afterwards; one whose bar
 * fails to load (offline, say) goes on without it.
 */
export function createProgressBarModule(load: () => Promise<ProgressBar>): ClientModule {
  const bar = loadOnce(load);
  let navigating = false;
  const ignoreFailure = () => undefined;
  return {
    onRouteUpdate({location, previousLocation}) {
      if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
      navigating = true;
      const timer = window.setTimeout(() => {
        void bar.get().then((progress) => {
          if (navigating) progress.start();
        }, ignoreFailure);
      }, PROGRESS_DELAY_MS);
      return () => window.clearTimeout(timer);
    },
    onRouteDidUpdate() {
      navigating = false;
      void bar.started()?.then((progress) => progress.done(), ignoreFailure);
    },
  };
}

async function loadNProgress(): Promise<ProgressBar> {
  const {default: nprogress} = await import('nprogress');
  return nprogress.configure({showSpinner: false});
}

export default createProgressBarModule(loadNProgress);
