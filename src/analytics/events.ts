/**
 * DOM event, dispatched on `window`, telling analytics that the visitor changed a preference
 * stored in a cookie (code variant, code styling), so the user properties are read again.
 * Colour mode changes need no event: analytics watches `<html data-theme>`.
 */
export const PREFERENCES_CHANGE_EVENT = 'docs:preferences-change';

/**
 * Tells analytics that a preference cookie changed. Call it after writing the cookie; it is
 * cheap and safe without analytics (nobody listens) and during server rendering (no window).
 */
export function notifyPreferencesChange(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(PREFERENCES_CHANGE_EVENT));
}
