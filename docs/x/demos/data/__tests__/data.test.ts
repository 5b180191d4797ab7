import {createFileRows} from '../files';
import {createOrders} from '../orders';
import {createEmployees} from '../people';
import {createRandom, daysFromToday, DEMO_TODAY} from '../random';

describe('createRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const sequence = (seed: number) => Array.from({length: 5}, createRandom(seed).next);
    expect(sequence(7)).toEqual(sequence(7));
    expect(sequence(7)).not.toEqual(sequence(8));
  });

  it('keeps int() within its bounds, both included', () => {
    const random = createRandom(3);
    const values = new Set(Array.from({length: 500}, () => random.int(1, 3)));
    expect([...values].sort()).toEqual([1, 2, 3]);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow('pick() needs at least one item');
  });
});

describe('demo data sets', () => {
  it('are deterministic: two calls build equal rows', () => {
    expect(createEmployees(50)).toEqual(createEmployees(50));
    expect(createOrders(50)).toEqual(createOrders(50));
  });

  it('give unique ids from 1', () => {
    const ids = createEmployees(100).map((row) => row.id);
    expect(new Set(ids).size).toBe(100);
    expect(ids[0]).toBe(1);
  });

  it('date every row from the fixed demo day, never from the clock', () => {
    expect(daysFromToday(0).getTime()).toBe(DEMO_TODAY);
    for (const row of createEmployees(100)) {
      expect(row.joinDate.getTime()).toBeLessThanOrEqual(DEMO_TODAY);
    }
  });

  it('totals each order from its quantity and unit price', () => {
    for (const order of createOrders(30)) {
      expect(order.total).toBeCloseTo(order.quantity * order.unitPrice, 2);
    }
  });

  it('lists every folder of the file tree before its children', () => {
    const rows = createFileRows();
    const seen = new Set<string>();
    for (const row of rows) {
      if (row.path.length > 1) expect(seen.has(row.path.slice(0, -1).join('/'))).toBe(true);
      seen.add(row.path.join('/'));
    }
  });
});
