// Docusaurus client module of plugins/analytics: sends clicks, page views, user properties and
// sampled web vitals through `window.gtag`, which the plugin's inline script defines only when
// the site has a measurement id and the visitor sends neither GPC nor DNT.
import type {ClientModule} from '@docusaurus/types';
import {buildClickParams, findTrackedElement, shouldSend} from './clicks';
import {PREFERENCES_CHANGE_EVENT} from './events';
import {isAnalyticsActive, safeGtag} from './gtag';
import {ANALYTICS_CONFIG_GLOBAL, readRuntimeConfig} from './inlineScript';
import {buildPageView, isNewPage} from './pageView';
import {isTrackingAllowed} from './privacy';
import {diffUserProperties, readUserProperties, type UserProperties} from './userProperties';
import {startVitalsReporting} from './vitals';

type RouteUpdate = Parameters<NonNullable<ClientModule['onRouteDidUpdate']>>[0];

let installed = false;
let sentUserProperties: UserProperties | undefined;

/** `fn` with every exception swallowed: a listener that throws would surface as a page error. */
function guarded<Args extends unknown[]>(fn: (...args: Args) => void): (...args: Args) => void {
  return (...args) => {
    try {
      fn(...args);
    } catch {
      // Analytics never breaks the page; a lost event is the only cost.
    }
  };
}

/**
 * Analytics runs when the inline script defined gtag. The privacy signals are checked again
 * because something else (an extension, a tag manager) may have defined gtag regardless.
 */
function isEnabled(): boolean {
  return isAnalyticsActive() && isTrackingAllowed(window.navigator, {doNotTrack: Reflect.get(window, 'doNotTrack')});
}

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Reads the user properties and sends those that changed since the last send (all, the first time). */
const updateUserProperties = guarded(() => {
  const next = readUserProperties({
    cookie: document.cookie,
    search: window.location.search,
    dataTheme: document.documentElement.getAttribute('data-theme'),
    devicePixelRatio: window.devicePixelRatio,
    prefersDark: prefersDark(),
  });
  const changed = diffUserProperties(sentUserProperties, next);
  sentUserProperties = next;
  if (changed) safeGtag('set', 'user_properties', changed);
});

const handleClick = guarded((event: MouseEvent) => {
  const tracked = findTrackedElement(event.target);
  if (tracked && shouldSend(tracked.split, Math.random())) {
    safeGtag('event', tracked.category, buildClickParams(tracked));
  }
});

/**
 * Calls `onChange` whenever `devicePixelRatio` changes (zoom, a move to another screen). A
 * resolution query matches one ratio only, so each change re-arms a query for the new ratio.
 */
function watchPixelRatio(onChange: () => void): void {
  if (typeof window.matchMedia !== 'function') return;
  const query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
  query.addEventListener(
    'change',
    guarded(() => {
      onChange();
      watchPixelRatio(onChange);
    }),
    {once: true},
  );
}

/** Installs the page-wide listeners, once per page load. */
function install(): void {
  // One capturing listener sees every click, also those whose handlers stop propagation.
  document.addEventListener('click', handleClick, {capture: true, passive: true});
  // The resolved colour lives on <html data-theme>, whoever changes it (settings, the OS).
  new MutationObserver(updateUserProperties).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme'],
  });
  watchPixelRatio(updateUserProperties);
  window.addEventListener(PREFERENCES_CHANGE_EVENT, updateUserProperties);
  const {vitalsSampleRate} = readRuntimeConfig(Reflect.get(window, ANALYTICS_CONFIG_GLOBAL));
  startVitalsReporting(vitalsSampleRate, ({name, params}) => safeGtag('event', name, params));
}

/**
 * Runs `callback` once the new page's `<title>` is in the document. Docusaurus calls
 * onRouteDidUpdate from a layout effect of the commit that rendered the page, and
 * react-helmet-async writes the title in a requestAnimationFrame scheduled during that commit;
 * a frame then a task runs after it. In a background tab both wait until the tab is shown.
 */
function afterTitleUpdate(callback: () => void): void {
  if (typeof window.requestAnimationFrame === 'function') {
    window.requestAnimationFrame(() => setTimeout(callback, 0));
  } else {
    setTimeout(callback, 0);
  }
}

/**
 * Docusaurus calls this after every route render, including the first one (with
 * `previousLocation` null: see ClientLifecyclesDispatcher in @docusaurus/core), so the first
 * page view needs no special case. Never called during server rendering.
 */
export function onRouteDidUpdate({location, previousLocation}: RouteUpdate): void {
  try {
    if (!isEnabled()) return;
    if (!installed) {
      installed = true;
      install();
    }
    if (!isNewPage(location, previousLocation)) return;
    afterTitleUpdate(
      guarded(() => {
        // Before the page view, so that it carries them; also picks up a new `?lang=` and the
        // cookie the preferences write from a link's hash after hydration.
        updateUserProperties();
        const href = new URL(location.pathname + location.search + location.hash, window.location.origin).href;
        safeGtag('event', 'page_view', buildPageView({title: document.title, href, pathname: location.pathname}));
      }),
    );
  } catch {
    // See `guarded`: nothing here may break navigation.
  }
}
