/** The parts of `navigator` that carry the visitor's tracking choice (all may be absent). */
export interface NavigatorPrivacySignals {
  /** Global Privacy Control: `true` when the visitor opted out of tracking. */
  readonly globalPrivacyControl?: unknown;
  /** Do Not Track: `'1'` when the visitor asked not to be tracked. */
  readonly doNotTrack?: unknown;
}

/** The parts of `window` that carry the visitor's tracking choice (old browsers put DNT there). */
export interface WindowPrivacySignals {
  readonly doNotTrack?: unknown;
}

/**
 * Whether the visitor allows analytics: false when the browser sends Global Privacy Control or
 * Do Not Track. The inline script of the plugin applies the same rule in ES5 (see
 * `getAnalyticsInlineScript`); the tests run both over the same cases so they cannot drift.
 */
export function isTrackingAllowed(navigatorLike: NavigatorPrivacySignals, windowLike: WindowPrivacySignals): boolean {
  return !(
    navigatorLike.globalPrivacyControl === true ||
    navigatorLike.doNotTrack === '1' ||
    windowLike.doNotTrack === '1'
  );
}
