import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {dropUnusedVariables, variablesNamedIn} from './unusedVariables';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-purge-css-variables';

/**
 * Every page's stylesheet declares Infima's whole palette and scale of custom properties, about
 * 80 of which (shades, alert and pagination settings) no rule and no script reads: 0.6 KB gz.
 * This pass drops them from the client build's stylesheets once they are final (minified), with
 * every script of the build as the judge of what scripts name. Production client build only.
 */
class PurgeCssVariablesPlugin {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PluginName, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {name: PluginName, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        async () => {
          const assets = compilation.getAssets();
          const text = (name: string) => compilation.getAsset(name)!.source.source().toString();
          const named = variablesNamedIn(assets.filter(({name}) => name.endsWith('.js')).map(({name}) => text(name)));
          for (const {name} of assets.filter((asset) => asset.name.endsWith('.css'))) {
            compilation.updateAsset(name, new sources.RawSource(await dropUnusedVariables(text(name), named)));
          }
        },
      );
    });
  }
}

export default function pluginPurgeCssVariables(): Plugin<void> {
  return {
    name: PluginName,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {plugins: [new PurgeCssVariablesPlugin()]};
    },
  };
}
