import {chunkBudget, LARGEST_CHUNK_BUDGET_KB, LAZY_CHUNK_BUDGETS, overBudget} from '../budgets';

describe('overBudget', () => {
  it('names the page type and the bytes over budget', () => {
    expect(overBudget('guide', 212.34, 200)).toBe(
      'guide: 212.3 KB gz of JS+CSS on a first visit, 12.3 KB over its budget of 200 KB',
    );
  });

  it('accepts a page at or under its budget', () => {
    expect(overBudget('guide', 200, 200)).toBeUndefined();
    expect(overBudget('guide', 150.5, 200)).toBeUndefined();
  });
});

describe('chunkBudget', () => {
  it('gives a chunk holding a lazy library its own budget, and any other chunk the common one', () => {
    expect(chunkBudget('const a = "xl/workbook.xml";')).toBe(LAZY_CHUNK_BUDGETS[0]);
    expect(LAZY_CHUNK_BUDGETS[0]?.budgetKb).toBeGreaterThan(LARGEST_CHUNK_BUDGET_KB);
    expect(chunkBudget('export default function Button() {}')).toEqual({budgetKb: LARGEST_CHUNK_BUDGET_KB});
  });
});
