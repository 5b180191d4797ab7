/** @jest-environment jsdom */
import type {ClientModule} from '@docusaurus/types';
import {createProgressBarModule, PROGRESS_DELAY_MS, type ProgressBar} from '../progressBar';

type RouteArgs = Parameters<NonNullable<ClientModule['onRouteUpdate']>>[0];

const route = (pathname: string, previous?: string): RouteArgs =>
  ({
    location: {pathname},
    previousLocation: previous === undefined ? null : {pathname: previous},
  }) as unknown as RouteArgs;

/** A bar whose library resolves when the test says so. */
function deferredBar() {
  const calls: string[] = [];
  const bar: ProgressBar = {start: () => calls.push('start'), done: () => calls.push('done')};
  let resolve: (value: ProgressBar) => void = () => undefined;
  const load = jest.fn(() => new Promise<ProgressBar>((r) => (resolve = r)));
  return {calls, load, resolveLoad: () => resolve(bar)};
}

/** Runs a navigation: update, `ms` of waiting, then the did-update with the update's cleanup. */
async function navigate(module: ClientModule, args: RouteArgs, ms: number, beforeDone?: () => void) {
  const cleanup = module.onRouteUpdate?.(args);
  jest.advanceTimersByTime(ms);
  beforeDone?.();
  await Promise.resolve();
  if (typeof cleanup === 'function') cleanup();
  module.onRouteDidUpdate?.(args);
  await Promise.resolve();
  await Promise.resolve();
}

describe('progress bar client module', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('never loads the bar for navigations faster than the delay, nor for the first page', async () => {
    const {load} = deferredBar();
    const module = createProgressBarModule(load);
    module.onRouteUpdate?.(route('/a/'));
    await navigate(module, route('/b/', '/a/'), PROGRESS_DELAY_MS - 1);
    await navigate(module, route('/b/', '/b/'), PROGRESS_DELAY_MS * 10);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the bar on a slow navigation, starts it, then finishes it', async () => {
    const {calls, load, resolveLoad} = deferredBar();
    const module = createProgressBarModule(load);
    await navigate(module, route('/b/', '/a/'), PROGRESS_DELAY_MS, () => {
      resolveLoad();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['start', 'done']);

    // Loaded once: later slow navigations reuse it.
    await navigate(module, route('/c/', '/b/'), PROGRESS_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['start', 'done', 'start', 'done']);
  });

  it('does not start the bar when the navigation ended while the library was loading', async () => {
    const {calls, load, resolveLoad} = deferredBar();
    const module = createProgressBarModule(load);
    await navigate(module, route('/b/', '/a/'), PROGRESS_DELAY_MS);
    resolveLoad();
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toEqual(['done']);
  });

  it('goes on without the bar when it fails to load, and tries again on the next slow navigation', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    const module = createProgressBarModule(load);
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await navigate(module, route('/b/', '/a/'), PROGRESS_DELAY_MS);
      await navigate(module, route('/c/', '/b/'), PROGRESS_DELAY_MS);
      // Node reports unhandled rejections after a task: wait one, on real timers.
      jest.useRealTimers();
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    expect(load).toHaveBeenCalledTimes(2);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
