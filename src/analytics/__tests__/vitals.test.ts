import type {Metric} from 'web-vitals';
import {decideVitalsSampling, startVitalsReporting, toVitalsEvent, VITALS_SAMPLED_STORAGE_KEY} from '../vitals';

// Each subscription reports one metric at once, as FCP and TTFB do after load.
jest.mock('web-vitals', () => {
  const subscribe =
    (name: Metric['name'], value: number) =>
    (report: (metric: Pick<Metric, 'name' | 'value' | 'delta' | 'id'>) => void) =>
      report({name, value, delta: value, id: `v5-${name}`});
  return {
    onCLS: subscribe('CLS', 0.1234),
    onFCP: subscribe('FCP', 812.4),
    onINP: subscribe('INP', 64),
    onLCP: subscribe('LCP', 1500.6),
    onTTFB: subscribe('TTFB', 120.2),
  };
});

const RATE = 0.0001;

describe('decideVitalsSampling', () => {
  it('keeps a stored decision without drawing', () => {
    expect(decideVitalsSampling('1', 0.99, RATE)).toEqual({sampled: true, store: '1'});
    expect(decideVitalsSampling('0', 0, RATE)).toEqual({sampled: false, store: '0'});
  });

  it.each([null, '', 'true', '2', ' 1', 'x'.repeat(1000)])('decides again for %j', (stored) => {
    expect(decideVitalsSampling(stored, 0, RATE)).toEqual({sampled: true, store: '1'});
    expect(decideVitalsSampling(stored, 0.5, RATE)).toEqual({sampled: false, store: '0'});
  });

  it('samples when the draw is at most the rate', () => {
    expect(decideVitalsSampling(null, 0, RATE).sampled).toBe(true);
    expect(decideVitalsSampling(null, 0.0001, RATE).sampled).toBe(true);
    expect(decideVitalsSampling(null, 0.00010001, RATE).sampled).toBe(false);
    expect(decideVitalsSampling(null, 0.5, RATE).sampled).toBe(false);
  });

  it('never samples at rate 0 and always at rate 1', () => {
    expect(decideVitalsSampling(null, 0, 0).sampled).toBe(false);
    expect(decideVitalsSampling(null, 0.999999, 1).sampled).toBe(true);
  });
});

describe('toVitalsEvent', () => {
  it('reports timings in whole milliseconds', () => {
    expect(toVitalsEvent({name: 'LCP', value: 1500.6, delta: 1500.6, id: 'v5-1'})).toEqual({
      name: 'LCP',
      params: {value: 1501, delta: 1501, id: 'v5-1'},
    });
  });

  it('reports CLS in thousandths', () => {
    expect(toVitalsEvent({name: 'CLS', value: 0.1234, delta: 0.02, id: 'v5-2'}).params).toEqual({
      value: 123,
      delta: 20,
      id: 'v5-2',
    });
  });
});

/** A sessionStorage double; `broken` makes every access throw, as blocked storage does. */
function fakeStorage(initial: string | null, broken = false): Storage & {stored: () => string | null} {
  let value = initial;
  const fail = () => {
    throw new Error('SecurityError');
  };
  return {
    length: 0,
    clear: () => undefined,
    key: () => null,
    removeItem: () => undefined,
    getItem: (key) => (broken ? fail() : key === VITALS_SAMPLED_STORAGE_KEY ? value : null),
    setItem: (key, next) => {
      if (broken) fail();
      if (key === VITALS_SAMPLED_STORAGE_KEY) value = next;
    },
    stored: () => value,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startVitalsReporting', () => {
  it('reports every metric of a sampled session and remembers the decision', async () => {
    const report = jest.fn();
    const storage = fakeStorage(null);
    startVitalsReporting(RATE, report, storage, () => 0);
    await flush();
    expect(storage.stored()).toBe('1');
    expect(report.mock.calls.map(([event]: [{name: string}]) => event.name).sort()).toEqual([
      'CLS',
      'FCP',
      'INP',
      'LCP',
      'TTFB',
    ]);
    expect(report).toHaveBeenCalledWith({name: 'CLS', params: {value: 123, delta: 123, id: 'v5-CLS'}});
  });

  it('reports nothing in an unsampled session and remembers that too', async () => {
    const report = jest.fn();
    const storage = fakeStorage(null);
    startVitalsReporting(RATE, report, storage, () => 0.5);
    await flush();
    expect(report).not.toHaveBeenCalled();
    expect(storage.stored()).toBe('0');
  });

  it('keeps the session decision over a new draw', async () => {
    const report = jest.fn();
    startVitalsReporting(RATE, report, fakeStorage('0'), () => 0);
    await flush();
    expect(report).not.toHaveBeenCalled();
  });

  it('still decides, without throwing, when storage is blocked or missing', async () => {
    const report = jest.fn();
    expect(() => startVitalsReporting(RATE, report, fakeStorage(null, true), () => 0)).not.toThrow();
    expect(() => startVitalsReporting(RATE, report, null, () => 0.5)).not.toThrow();
    await flush();
    expect(report).toHaveBeenCalledTimes(5);
  });
});
