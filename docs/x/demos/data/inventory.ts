/**
 * Stock items of a small coffee supplies warehouse for the inventory demos: quantities, reorder
 * levels and unit costs to edit, total and flag. Seeded, so every render gets the same rows.
 */
import {createRandom} from './random';

export const LOCATIONS = ['Aisle A', 'Aisle B', 'Aisle C', 'Cold room'] as const;

export const STOCK_STATUSES = ['In stock', 'Low stock', 'Out of stock'] as const;

export type StockStatus = (typeof STOCK_STATUSES)[number];

export interface InventoryItem {
  id: number;
  sku: string;
  name: string;
  category: 'Coffee' | 'Tea' | 'Equipment' | 'Accessories' | 'Dairy';
  location: (typeof LOCATIONS)[number];
  /** Units on the shelf. */
  quantity: number;
  /** At or below this quantity, the item needs reordering. */
  reorderLevel: number;
  /** Purchase cost of one unit, in US dollars. */
  unitCost: number;
}

const CATALOGUE: [string, InventoryItem['category'], number][] = [
  ['Espresso beans 1 kg', 'Coffee', 14.2],
  ['Filter beans 500 g', 'Coffee', 7.1],
  ['Decaf beans 500 g', 'Coffee', 7.9],
  ['Cold brew pack', 'Coffee', 5.4],
  ['Green tea 100 g', 'Tea', 3.8],
  ['Chai blend 250 g', 'Tea', 5.2],
  ['Earl Grey 100 g', 'Tea', 3.5],
  ['Hand grinder', 'Equipment', 38],
  ['Pour-over kettle', 'Equipment', 26.5],
  ['Milk frother', 'Equipment', 19],
  ['Scale with timer', 'Equipment', 22],
  ['Ceramic mug', 'Accessories', 6.2],
  ['Paper filters (100)', 'Accessories', 1.9],
  ['Cleaning tablets', 'Accessories', 4.4],
  ['Oat milk 1 l', 'Dairy', 1.6],
  ['Whole milk 1 l', 'Dairy', 0.9],
];

/** The status an item's quantity gives it. */
export function stockStatus(item: Pick<InventoryItem, 'quantity' | 'reorderLevel'>): StockStatus {
  if (item.quantity <= 0) {
    return 'Out of stock';
  }
  return item.quantity <= item.reorderLevel ? 'Low stock' : 'In stock';
}

/** One row per catalogue item; the same seed gives the same stock. */
export function createInventory(seed = 11): InventoryItem[] {
  const random = createRandom(seed);
  return CATALOGUE.map(([name, category, unitCost], index) => {
    const reorderLevel = random.int(2, 6) * 5;
    // Roughly one item in eight is out of stock and one in four is running low.
    const roll = random.next();
    const quantity =
      roll < 0.12 ? 0 : roll < 0.35 ? random.int(1, reorderLevel) : random.int(reorderLevel + 1, reorderLevel * 4);
    return {
      id: index + 1,
      sku: `${category.slice(0, 3).toUpperCase()}-${String(101 + index)}`,
      name,
      category,
      location: category === 'Dairy' ? 'Cold room' : random.pick(LOCATIONS.slice(0, 3)),
      quantity,
      reorderLevel,
      unitCost,
    };
  });
}
