// Client module: registers the service worker on the production host only, and applies the
// update policy (design document, "Service worker"). Decisions live in ./policy (unit-tested).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {
  getServiceWorkerUrl,
  isProductionHost,
  RELOAD_GUARD_KEY,
  RELOAD_POLL_MS,
  shouldReloadOnControllerChange,
} from './policy';

function productionHost(): string {
  const value = siteConfig.customFields?.productionHost;
  return typeof value === 'string' ? value : '';
}

function readGuard(): string | null {
  try {
    return window.sessionStorage.getItem(RELOAD_GUARD_KEY);
  } catch {
    return null;
  }
}

function writeGuard(now: number): void {
  try {
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    // Without storage the guard cannot persist; the `hadController` check still stops loops.
  }
}

/** Reloads once the visitor is looking at the page, so a reload never interrupts another tab. */
function reloadWhenFocused(): void {
  const timer = window.setInterval(() => {
    if (document.hasFocus()) {
      window.clearInterval(timer);
      window.location.reload();
    }
  }, RELOAD_POLL_MS);
}

function skipWaiting(worker: ServiceWorker | null | undefined): void {
  worker?.postMessage({type: 'SKIP_WAITING'});
}

async function registerServiceWorker(): Promise<void> {
  const container = navigator.serviceWorker;
  // Never on localhost or previews: existing registrations there are left alone.
  if (!container || !isProductionHost(window.location.host, productionHost())) {
    return;
  }
  const hadController = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    const now = Date.now();
    if (shouldReloadOnControllerChange({hadController, lastReloadAt: readGuard(), now})) {
      writeGuard(now);
      reloadWhenFocused();
    }
  });
  const registration = await container.register(getServiceWorkerUrl(siteConfig.baseUrl, true), {
    scope: siteConfig.baseUrl,
  });
  // An update downloaded earlier waits for every tab to close: tell it to take over now.
  if (container.controller) {
    skipWaiting(registration.waiting);
  }
  // The installed app (standalone display mode) keeps the product being read; its code loads only there.
  if (container.controller && window.matchMedia?.('(display-mode: standalone)').matches) {
    import('./offlineProducts')
      .then(({downloadInInstalledApp}) => downloadInInstalledApp(window.location.pathname, siteConfig.baseUrl))
      .catch(() => undefined);
  }
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) {
        skipWaiting(installing);
      }
    });
  });
}

if (ExecutionEnvironment.canUseDOM) {
  const start = () => {
    registerServiceWorker().catch((error: unknown) => {
      // A failed registration only costs offline reading; the page itself is unaffected.
      console.warn('Service worker registration failed:', error);
    });
  };
  if (document.readyState === 'complete') {
    start();
  } else {
    window.addEventListener('load', start, {once: true});
  }
}
