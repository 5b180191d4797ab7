/**
 * The client entry (plugins/lean/client/staged-startup puts it in place of Docusaurus's own): the same startup,
 * split into tasks. Each stage evaluates a large part of the bundle that the next stages import
 * anyway, so the work is the same and only its slicing changes. `webpackMode: "eager"` keeps these
 * modules in the main chunk: nothing extra is downloaded.
 */
import type {Root} from 'react-dom/client';
import siteConfig from '@generated/docusaurus.config';
import {isServedNotFoundPage, renderedPathname} from './notFound';
import {runInStages} from './stages';

declare global {
  interface Window {
    /** The React root Docusaurus's entry renders into when it exists, and hydrates otherwise. */
    docusaurusRoot?: Root;
  }
}

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
  // A page served 404.html for another address is rendered afresh, not hydrated (notFound.ts):
  // Docusaurus's entry renders into a root that already exists.
  () =>
    import(/* webpackMode: "eager" */ 'react-dom/client').then(({createRoot}) => {
      const container = document.getElementById('__docusaurus');
      if (container && isServedNotFoundPage(renderedPathname(document), window.location.pathname, siteConfig.baseUrl)) {
        window.docusaurusRoot = createRoot(container, {
          onRecoverableError: (error, errorInfo) =>
            console.error('Docusaurus React Root onRecoverableError:', error, errorInfo),
        });
      }
    }),
  // Docusaurus's entry: the app shell, then hydration once the route is loaded.
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry'),
]);
