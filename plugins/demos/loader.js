// The bundler loads loaders with require(): this CommonJS shim runs the TypeScript loader via jiti.
// The TypeScript files it runs are declared as dependencies of every demo (demoLoader.ts), so the
// persistent cache rebuilds demos when they change.
const jiti = require('jiti')(__filename);

module.exports = jiti('./demoLoader.ts').default;
