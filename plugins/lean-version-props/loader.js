// The bundler loads loaders with require(): this CommonJS shim runs the TypeScript loader via jiti.
const jiti = require('jiti')(__filename);

module.exports = jiti('./versionProps.ts').default;
