/**
 * Twelve sales records, small enough to check a pivot by hand: the example of the
 * "Understanding pivoting" page. Fixed values, so no seed is needed.
 */
export interface SaleRecord {
  id: number;
  region: 'North' | 'South';
  quarter: 'Q1' | 'Q2' | 'Q3';
  product: 'Coffee' | 'Tea';
  /** Units sold. */
  units: number;
  /** Revenue in the shop's currency. */
  revenue: number;
}

const RECORDS: [SaleRecord['region'], SaleRecord['quarter'], SaleRecord['product'], number, number][] = [
  ['North', 'Q1', 'Coffee', 120, 2940],
  ['North', 'Q1', 'Tea', 80, 672],
  ['North', 'Q2', 'Coffee', 135, 3308],
  ['North', 'Q2', 'Tea', 60, 504],
  ['North', 'Q3', 'Coffee', 150, 3675],
  ['North', 'Q3', 'Tea', 95, 798],
  ['South', 'Q1', 'Coffee', 90, 2205],
  ['South', 'Q1', 'Tea', 110, 924],
  ['South', 'Q2', 'Coffee', 100, 2450],
  ['South', 'Q2', 'Tea', 130, 1092],
  ['South', 'Q3', 'Coffee', 85, 2083],
  ['South', 'Q3', 'Tea', 140, 1176],
];

/** The twelve records, one per region, quarter and product. */
export function createSaleRecords(): SaleRecord[] {
  return RECORDS.map(([region, quarter, product, units, revenue], index) => ({
    id: index + 1,
    region,
    quarter,
    product,
    units,
    revenue,
  }));
}
