// The worker thread of derivePool.ts: derives demo code (deriveDemoCode) away from the bundler's
// main thread, which runs every JavaScript loader. CommonJS, so a worker can start it without a
// TypeScript loader; jiti runs the TypeScript it needs, as the loaders' shim does.
const {parentPort} = require('node:worker_threads');
const jiti = require('jiti')(__filename);

const {deriveDemoCode} = jiti('./demoModule.ts');

parentPort.on('message', ({id, source, file}) => {
  deriveDemoCode(source, file).then(
    (code) => parentPort.postMessage({id, code}),
    (error) => parentPort.postMessage({id, error: error instanceof Error ? error.message : String(error)}),
  );
});
