import type {GtagParams} from './gtag';

/** The attributes a tracked element carries, read from its `data-ga-event-*` attributes. */
export interface TrackedClick {
  /** `data-ga-event-category`: the GA event name. */
  category: string;
  /** `data-ga-event-action`, when present. */
  action: string | undefined;
  /** `data-ga-event-label`, when present. */
  label: string | undefined;
  /** `data-ga-event-split`: share (0..1) of clicks to send; undefined means every click. */
  split: number | undefined;
}

const CATEGORY_ATTRIBUTE = 'data-ga-event-category';

/** The element an event target is, or sits in (a click can land on a text node). */
function toElement(target: EventTarget | null): Element | null {
  if (target === null || typeof Node === 'undefined') return null;
  if (target instanceof Element) return target;
  return target instanceof Node ? target.parentElement : null;
}

/** A plain decimal between 0 and 1 (`0`, `.5`, `0.25`, `1.0`); `Number()` would also take `0x1`, `1e0`. */
const SPLIT_PATTERN = /^(?:0?\.\d+|[01](?:\.\d*)?)$/;

/** `data-ga-event-split` as a share in [0, 1]; missing, empty or junk gives undefined (always send). */
export function parseSplit(value: string | null): number | undefined {
  const text = value?.trim() ?? '';
  if (!SPLIT_PATTERN.test(text)) return undefined;
  const split = Number(text);
  return split <= 1 ? split : undefined;
}

/**
 * The tracked element a click belongs to: the nearest ancestor-or-self carrying
 * `data-ga-event-category`, so an inner tracked button wins over the tracked card around it.
 * Undefined when there is none, or when its category is empty (GA refuses unnamed events).
 */
export function findTrackedElement(target: EventTarget | null): TrackedClick | undefined {
  const element = toElement(target)?.closest(`[${CATEGORY_ATTRIBUTE}]`);
  const category = element?.getAttribute(CATEGORY_ATTRIBUTE);
  if (!element || !category) return undefined;
  return {
    category,
    action: element.getAttribute('data-ga-event-action') ?? undefined,
    label: element.getAttribute('data-ga-event-label') ?? undefined,
    split: parseSplit(element.getAttribute('data-ga-event-split')),
  };
}

/** Whether to send a click, given its split and a `Math.random()` draw: `random < split`. */
export function shouldSend(split: number | undefined, random: number): boolean {
  return split === undefined || random < split;
}

/**
 * The parameters of a click event. Missing attributes are left out rather than sent as
 * `undefined`, so GA reports "(not set)" and the dataLayer stays serialisable.
 */
export function buildClickParams({action, label}: Pick<TrackedClick, 'action' | 'label'>): GtagParams {
  return {
    ...(action === undefined ? {} : {eventAction: action}),
    ...(label === undefined ? {} : {eventLabel: label}),
  };
}
