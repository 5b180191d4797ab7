// The bundler loads loaders with require(): this CommonJS shim runs a TypeScript loader, the
// default export of the file named by its `module` option, via jiti (createLoaderPlugin). That
// file is a dependency of every module it loads, so the persistent cache notices when it changes.
const jiti = require('jiti')(__filename);

module.exports = function typescriptLoader(...args) {
  const {module: loaderModule} = this.getOptions();
  this.addDependency(loaderModule);
  return jiti(loaderModule).default.apply(this, args);
};
