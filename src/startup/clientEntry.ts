/**
 * The client entry (plugins/staged-startup puts it in place of Docusaurus's own): the same startup,
 * split into tasks. Each stage evaluates a large part of the bundle that the next stages import
 * anyway, so the work is the same and only its slicing changes. `webpackMode: "eager"` keeps these
 * modules in the main chunk: nothing extra is downloaded.
 */
import {runInStages} from './stages';

void runInStages([
  // React DOM is the largest single module of the bundle.
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  // The route table: several hundred routes, each with its loadable component.
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  // Starts loading and evaluating this page's route modules. Not awaited: the rest of the app
  // evaluates while they download, and Docusaurus's entry waits for the same (memoised) promise.
  () =>
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload').then(({default: preload}) => {
      preload(window.location.pathname).catch(() => {
        // Docusaurus's own entry preloads the same route and reports the failure.
      });
    }),
  // Docusaurus's entry: the app shell, then hydration once the route is loaded.
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry'),
]);
