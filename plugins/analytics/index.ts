import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {getAnalyticsInlineScript} from '../../src/analytics/inlineScript';
import type {PluginOptions} from './options';

export {validateOptions} from './options';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-analytics';

/**
 * Google Analytics 4 for the portal (design document, "Analytics"). With a measurement id it injects
 * the inline script that starts gtag (unless the visitor sends GPC or DNT) and registers the
 * client module that sends clicks, page views, user properties and sampled web vitals. Without
 * one it adds nothing to the site: no script, no client code.
 */
export default function pluginAnalytics(context: Pick<LoadContext, 'siteDir'>, options: PluginOptions): Plugin<void> {
  const {measurementId, vitalsSampleRate, debug} = options;
  return {
    name: PluginName,
    getClientModules() {
      return measurementId ? [path.join(context.siteDir, 'src/analytics/client.ts')] : [];
    },
    injectHtmlTags() {
      if (!measurementId) return {};
      // No static <script src> or preconnect: either would contact Google before the inline
      // script has checked the visitor's privacy signals.
      return {
        headTags: [{tagName: 'script', innerHTML: getAnalyticsInlineScript({measurementId, vitalsSampleRate, debug})}],
      };
    },
  };
}
