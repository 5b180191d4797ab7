import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {memoByFileSource, type DemoCode} from './demoModule';

/** What the worker (deriveWorker.js) answers to a request: the demo's code, or why it failed. */
type Answer = {id: number; code: DemoCode; error?: undefined} | {id: number; error: string};

/**
 * `deriveDemoCode` on a worker thread. The bundler runs every JavaScript loader on its main thread,
 * where MDX compiles the pages meanwhile: deriving demo code there (TypeScript, prettier and Prism,
 * about a third of that thread's work) held the build's module graph back while the other core
 * idled. The worker starts with the first request and keeps the process alive only while it
 * holds requests; a failed
 * derivation rejects with the file's name and the reason, and a worker that dies rejects what it
 * held and is replaced on the next request.
 */
export function createDerivePool(workerFile = path.join(__dirname, 'deriveWorker.js')) {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, {file: string; resolve: (code: DemoCode) => void; reject: (error: Error) => void}>();

  const start = (): Worker => {
    const started = new Worker(workerFile);
    started.on('message', (answer: Answer) => {
      const request = pending.get(answer.id);
      if (request === undefined) return;
      pending.delete(answer.id);
      if (pending.size === 0) started.unref();
      if (answer.error === undefined) request.resolve(answer.code);
      else request.reject(new Error(`${request.file}: ${answer.error}`));
    });
    const stop = (error: Error) => {
      if (worker === started) worker = undefined;
      for (const [id, request] of pending) {
        pending.delete(id);
        request.reject(new Error(`${request.file}: the demo code worker stopped (${error.message}).`));
      }
    };
    started.on('error', stop);
    started.on('exit', (code) => stop(new Error(`exit code ${code}`)));
    return started;
  };

  return (source: string, file: string): Promise<DemoCode> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, {file, resolve, reject});
      worker ??= start();
      worker.ref();
      worker.postMessage({id, source, file});
    });
}

const SHARED = Symbol.for('mui-docs-portal.demo-code');

/**
 * The process's one source of demo code: createDerivePool behind memoByFileSource, so each demo is
 * derived once whoever asks first. The loader (run by the loaders' shim) and the plugin that warms
 * the pool (run by Docusaurus) come from separate module loaders, so the one instance is kept on
 * the global object.
 */
export function sharedDemoCode(): (source: string, file: string) => Promise<DemoCode> {
  const holder = globalThis as {[SHARED]?: (source: string, file: string) => Promise<DemoCode>};
  holder[SHARED] ??= memoByFileSource(createDerivePool());
  return holder[SHARED];
}
