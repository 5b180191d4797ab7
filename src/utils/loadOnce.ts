/** A value loaded on first use (a lazy chunk, say) and shared by every later caller. */
export interface LoadOnce<T> {
  /** Starts the load if none is under way or done, and returns it. */
  get(): Promise<T>;
  /** The load under way or done, or undefined if none was started (or the last one failed). */
  started(): Promise<T> | undefined;
  /** The value, once a load has succeeded. */
  loaded(): T | undefined;
}

/**
 * Loads with `load` once, on the first `get()`. A load that fails is forgotten, so that the next
 * `get()` tries again (a chunk fetched while offline may load later); callers handle the failure.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  return {
    get() {
      if (pending) return pending;
      const current = load();
      pending = current;
      // Attached first, so callers' handlers already see the outcome.
      void current.then(
        (loaded) => {
          value = loaded;
        },
        () => {
          pending = undefined;
        },
      );
      return current;
    },
    started: () => pending,
    loaded: () => value,
  };
}
