import {PAGE_FLAGS, PLANS, type NodeFlags, type PageFlag, type Plan} from './types';

/** What a badge is about: a flag, or the commercial plan a feature needs. */
export type BadgeKey = PageFlag | Plan;

const BADGE_LABELS: {readonly [Key in BadgeKey]: string} = {
  newFeature: 'New',
  beta: 'Beta',
  unstable: 'Unstable',
  deprecated: 'Deprecated',
  legacy: 'Legacy',
  planned: 'Planned',
  pro: 'Pro',
  premium: 'Premium',
};

/** The badges a node shows, flags first (in {@link PAGE_FLAGS} order), then its plan. */
export function getBadgeKeys(node: NodeFlags): BadgeKey[] {
  const keys: BadgeKey[] = PAGE_FLAGS.filter((flag) => node[flag] === true);
  if (node.plan) {
    keys.push(node.plan);
  }
  return keys;
}

/** The text a badge shows. */
export function getBadgeLabel(key: BadgeKey): string {
  return BADGE_LABELS[key];
}

/** Global class names of a badge: shared by React-rendered and HTML-string sidebar items. */
export function getBadgeClassName(key: BadgeKey): string {
  const kind = (PLANS as readonly string[]).includes(key) ? 'plan' : 'flag';
  return `mui-badge mui-badge--${kind} mui-badge--${key}`;
}

/** Type guard for badge keys read back from untyped data. */
export function isBadgeKey(value: unknown): value is BadgeKey {
  return typeof value === 'string' && Object.hasOwn(BADGE_LABELS, value);
}
