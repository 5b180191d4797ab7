import {createRandom, daysFromToday} from './random';

export const PRODUCTS = [
  {name: 'Espresso beans 1 kg', category: 'Coffee', unitPrice: 24.5},
  {name: 'Filter beans 500 g', category: 'Coffee', unitPrice: 12.9},
  {name: 'Green tea 100 g', category: 'Tea', unitPrice: 8.4},
  {name: 'Chai blend 250 g', category: 'Tea', unitPrice: 11.2},
  {name: 'Hand grinder', category: 'Equipment', unitPrice: 79},
  {name: 'Pour-over kettle', category: 'Equipment', unitPrice: 54},
  {name: 'Ceramic mug', category: 'Accessories', unitPrice: 16},
  {name: 'Paper filters (100)', category: 'Accessories', unitPrice: 5.5},
] as const;

export const ORDER_STATUSES = ['Pending', 'Paid', 'Shipped', 'Delivered', 'Cancelled'] as const;

export const REGIONS = ['North', 'South', 'East', 'West'] as const;

/** One order line of a small shop: numbers, dates and categories to sort, group and total. */
export interface Order {
  id: number;
  orderNumber: string;
  customer: string;
  product: (typeof PRODUCTS)[number]['name'];
  category: (typeof PRODUCTS)[number]['category'];
  region: (typeof REGIONS)[number];
  quantity: number;
  unitPrice: number;
  total: number;
  status: (typeof ORDER_STATUSES)[number];
  orderDate: Date;
}

const CUSTOMERS = ['Atlas Cafe', 'Bean There', 'Brew Lab', 'Cup & Co', 'Daily Grind', 'Kettle House', 'Morning Rituals'];

/** `count` orders with ids 1..count; the same seed gives the same rows. */
export function createOrders(count: number, seed = 2): Order[] {
  const random = createRandom(seed);
  return Array.from({length: count}, (_, index) => {
    const product = random.pick(PRODUCTS);
    const quantity = random.int(1, 24);
    return {
      id: index + 1,
      orderNumber: `SO-${String(1000 + index).padStart(5, '0')}`,
      customer: random.pick(CUSTOMERS),
      product: product.name,
      category: product.category,
      region: random.pick(REGIONS),
      quantity,
      unitPrice: product.unitPrice,
      total: Math.round(quantity * product.unitPrice * 100) / 100,
      status: random.pick(ORDER_STATUSES),
      orderDate: daysFromToday(-random.int(0, 365)),
    };
  });
}
