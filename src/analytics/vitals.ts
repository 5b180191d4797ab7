import type {Metric} from 'web-vitals';
import type {GtagParams} from './gtag';

/** sessionStorage key remembering whether this session reports web vitals: `'1'` or `'0'`. */
export const VITALS_SAMPLED_STORAGE_KEY = 'docs:vitals-sampled';

/** The sampling decision of a session, and what to store so the next page keeps it. */
export interface VitalsSamplingDecision {
  sampled: boolean;
  store: '1' | '0';
}

/**
 * Whether this session reports web vitals. A stored `'1'`/`'0'` is kept, so every page of a
 * session agrees; anything else (nothing, junk) is decided afresh: sampled when
 * `random <= rate` (design document), except that a rate of 0 never samples.
 */
export function decideVitalsSampling(stored: string | null, random: number, rate: number): VitalsSamplingDecision {
  if (stored === '1' || stored === '0') {
    return {sampled: stored === '1', store: stored};
  }
  const sampled = rate > 0 && random <= rate;
  return {sampled, store: sampled ? '1' : '0'};
}

/**
 * The GA event of a web-vitals metric: `gtag('event', metric.name, {value, delta, id})`.
 * Values are rounded to integers, as GA stores event values: milliseconds for the timings and
 * thousandths for CLS, which is a unitless score usually below 1.
 */
export function toVitalsEvent(metric: Pick<Metric, 'name' | 'value' | 'delta' | 'id'>): {
  name: string;
  params: GtagParams;
} {
  const scale = metric.name === 'CLS' ? 1000 : 1;
  return {
    name: metric.name,
    params: {value: Math.round(metric.value * scale), delta: Math.round(metric.delta * scale), id: metric.id},
  };
}

/** The tab's sessionStorage, or null where reading it throws (storage blocked by the visitor). */
function getSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The session's stored decision, or null when there is none or storage is blocked. */
function readStoredDecision(storage: Storage | null): string | null {
  try {
    return storage?.getItem(VITALS_SAMPLED_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Decides, once per session, whether to report web vitals and, only when sampled, loads
 * `web-vitals` (a separate chunk the other sessions never download) and reports each metric
 * through `report`. Failures (blocked storage, a chunk that fails to load) only lose the metrics.
 */
export function startVitalsReporting(
  rate: number,
  report: (event: {name: string; params: GtagParams}) => void,
  storage: Storage | null = getSessionStorage(),
  random: () => number = Math.random,
): void {
  const decision = decideVitalsSampling(readStoredDecision(storage), random(), rate);
  try {
    storage?.setItem(VITALS_SAMPLED_STORAGE_KEY, decision.store);
  } catch {
    // Without storage the decision holds for this page only; the next page decides again.
  }
  if (!decision.sampled) return;
  import('web-vitals')
    .then(({onCLS, onFCP, onINP, onLCP, onTTFB}) => {
      const send = (metric: Metric) => report(toVitalsEvent(metric));
      for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
        subscribe(send);
      }
    })
    .catch(() => {
      // A chunk that fails to load (offline, new deployment) costs the metrics, nothing else.
    });
}
