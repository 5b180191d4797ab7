/**
 * A small seeded random generator for the Data Grid demos: the same seed gives the same
 * sequence on the server and in the browser, so a grid's static HTML and its hydrated rows
 * match. (mulberry32: 32 bits of state, good enough for demo data, not for anything secret.)
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max), rounded to `decimals` places. */
  float(min: number, max: number, decimals?: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
}

/** A generator whose sequence depends only on `seed`. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max, decimals = 2) => Number((min + next() * (max - min)).toFixed(decimals)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick() needs at least one item');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    chance: (probability) => next() < probability,
  };
}

/** The fixed "today" of every demo data set (UTC), so dates never depend on when a page is built. */
export const DEMO_TODAY = Date.UTC(2025, 5, 16);

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date `days` days from DEMO_TODAY (negative: before it), at midnight UTC. */
export function daysFromToday(days: number): Date {
  return new Date(DEMO_TODAY + days * DAY_MS);
}
