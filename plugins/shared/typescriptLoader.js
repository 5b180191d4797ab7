// The bundler loads loaders with require(): this CommonJS shim runs a TypeScript loader, the
// default export of the file named by its `module` option, via jiti (createLoaderPlugin). That
// file and the site files it imports, directly or not, are dependencies of every module it
// loads, so the persistent cache notices when any of them changes (packages are left out: a
// package changes with the lock file, which invalidates the whole cache).
const jiti = require('jiti')(__filename);

/** The files of the module `file` and of every module it imports, outside node_modules. */
function siteFilesOf(file, cache = require.cache) {
  const files = new Set();
  const visit = (module) => {
    if (!module || files.has(module.filename) || /[\\/]node_modules[\\/]/.test(module.filename)) return;
    files.add(module.filename);
    for (const child of module.children ?? []) visit(child);
  };
  visit(cache[file]);
  return files.size > 0 ? [...files] : [file];
}

/** siteFilesOf each loader module, walked once: jiti loads a module once per process. */
const filesByLoader = new Map();

module.exports = function typescriptLoader(...args) {
  const {module: loaderModule} = this.getOptions();
  const loader = jiti(loaderModule).default;
  if (!filesByLoader.has(loaderModule)) filesByLoader.set(loaderModule, siteFilesOf(loaderModule));
  for (const file of filesByLoader.get(loaderModule)) this.addDependency(file);
  return loader.apply(this, args);
};
module.exports.siteFilesOf = siteFilesOf;
