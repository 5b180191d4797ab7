/** Share of sessions whose web vitals are reported (design document, "Analytics"). */
export const DEFAULT_VITALS_SAMPLE_RATE = 0.0001;

/**
 * Name of the window property through which the inline script hands the client module its
 * settings. A plain global, because a client module cannot call `useGlobalData()` (a hook) and
 * `@generated/globalData` is untyped; it is set only when analytics is on.
 */
export const ANALYTICS_CONFIG_GLOBAL = '__DOCS_ANALYTICS__';

/** What the client module needs to know at run time. */
export interface AnalyticsRuntimeConfig {
  /** Share of sessions, 0..1, whose web vitals are reported. */
  vitalsSampleRate: number;
}

/** What the inline script needs: see `PluginOptions` of plugins/analytics for each field. */
export interface AnalyticsScriptOptions extends AnalyticsRuntimeConfig {
  measurementId: string;
  debug: boolean;
}

/** Where gtag.js is loaded from; a URL of its own so tests and the e2e spec can block it. */
export function getGtagScriptUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/**
 * The runtime config the inline script left on the window, or the defaults for anything missing
 * or malformed (it is a global any other script could overwrite).
 */
export function readRuntimeConfig(value: unknown): AnalyticsRuntimeConfig {
  const rate: unknown =
    typeof value === 'object' && value !== null ? Reflect.get(value, 'vitalsSampleRate') : undefined;
  const valid = typeof rate === 'number' && rate >= 0 && rate <= 1;
  return {vitalsSampleRate: valid ? rate : DEFAULT_VITALS_SAMPLE_RATE};
}

/**
 * The `<head>` script that starts Google Analytics 4. When the browser sends Global Privacy
 * Control or Do Not Track it does nothing at all: no `window.gtag`, no `dataLayer`, no request to
 * Google (which is why gtag.js is added from here and not as a static tag). Otherwise it defines
 * the standard gtag queue, configures the property without GA's automatic page views (the client
 * module sends its own, with the product ids), and loads gtag.js asynchronously.
 * It must stay ES5 and self-contained: it runs inline, before any bundle.
 */
export function getAnalyticsInlineScript({measurementId, vitalsSampleRate, debug}: AnalyticsScriptOptions): string {
  const gtagConfig: Record<string, boolean> = {send_page_view: false, anonymize_ip: true};
  if (debug) {
    // Sends the hits to GA4's DebugView.
    gtagConfig.debug_mode = true;
  }
  const runtimeConfig: AnalyticsRuntimeConfig = {vitalsSampleRate};
  // `<` is escaped so that no value can close the <script> element it is inlined in.
  const args = [measurementId, getGtagScriptUrl(measurementId), gtagConfig, ANALYTICS_CONFIG_GLOBAL, runtimeConfig].map(
    (value) => JSON.stringify(value).replace(/</g, '\\u003c'),
  );
  return `(function (id, src, config, configGlobal, runtimeConfig) {
  try {
    var nav = window.navigator || {};
    if (nav.globalPrivacyControl === true || nav.doNotTrack === '1' || window.doNotTrack === '1') return;
    window[configGlobal] = runtimeConfig;
    window.dataLayer = window.dataLayer || [];
    window.gtag = function gtag() {
      window.dataLayer.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', id, config);
    var script = document.createElement('script');
    script.async = true;
    script.src = src;
    (document.head || document.documentElement).appendChild(script);
  } catch (error) {}
})(${args.join(', ')});`;
}
