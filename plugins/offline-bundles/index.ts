import type {Plugin} from '@docusaurus/types';
import {writeBundles} from './bundles';

/**
 * After the build, the list of files each product's "Make <product> available offline" downloads
 * (./bundles.ts), which the settings panel reads (src/pwa/offlineProducts.ts).
 */
export default function pluginOfflineBundles(): Plugin<void> {
  return {
    name: 'docusaurus-plugin-offline-bundles',
    async postBuild({outDir, siteConfig}) {
      const bundles = writeBundles(outDir, siteConfig.baseUrl);
      const summary = bundles
        .map(
          (bundle) =>
            `${bundle.instance} ${bundle.pages.length} pages ${(bundle.transferBytes / 1048576).toFixed(1)} MB gz`,
        )
        .join(', ');
      console.log(`[offline] bundles: ${summary}.`);
    },
  };
}
